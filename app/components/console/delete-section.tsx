import { Form } from "react-router";
import { useT } from "../../lib/i18n/client";

/** The "delete" part of a managed-content edit screen: its own form, posting `intent=delete`. */
export function DeleteSection({ title }: { title: string }) {
  const t = useT();
  return (
    <section className="console-section" aria-labelledby="content-delete">
      <h2 id="content-delete">{t("console.center.form.deleteHeading")}</h2>
      <p>{t("console.center.form.deleteIntro")}</p>
      <Form method="post">
        <button type="submit" name="intent" value="delete" className="console-button console-button--danger">
          {t("console.center.form.deleteSubmit", { title })}
        </button>
      </Form>
    </section>
  );
}
