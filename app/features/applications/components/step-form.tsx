import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { ErrorSummary } from "../../../components/forms/fields";
import type { ValidatedForm } from "../../../components/forms/use-validated-form";
import { useT } from "../../../lib/i18n/client";
import { UnsavedWarning } from "./unsaved-warning";

/**
 * One step's form: it posts the step's fields with the application it was made for (so a post
 * from another applicant's page is refused), and goes on to the next step once saved. Works
 * without JavaScript (a plain post); with it, React Router posts and follows the redirect
 * without a reload, and leaving unsaved changes asks first.
 */
export function StepForm({
  form,
  labels,
  applicationId,
  step,
  previous,
  children,
}: {
  form: ValidatedForm;
  labels: Record<string, string>;
  applicationId: string;
  step: string;
  previous: string | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <Form method="post" className="form" {...form.formProps}>
        <input type="hidden" name="applicationId" value={applicationId} />
        <input type="hidden" name="step" value={step} />
        <p className="form-note">{t("forms.common.requiredNote")}</p>
        {children}
        <div className="form-actions step-actions">
          {previous && (
            <Link className="button" to={previous}>
              {t("application.steps.previous")}
            </Link>
          )}
          <button type="submit" name="intent" value="save" className="button button--primary">
            {t("application.steps.next")}
          </button>
        </div>
      </Form>
      <UnsavedWarning form={form.formProps.ref} />
    </>
  );
}
