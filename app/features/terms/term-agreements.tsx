import type { ReactNode } from "react";
import { Checkbox, FieldError } from "../../components/forms/fields";
import type { ValidatedForm } from "../../components/forms/use-validated-form";
import { useLang, useT } from "../../lib/i18n/client";

/** A term offered on a form, with the version in force. */
export type OfferedTerm = {
  code: string;
  title: string;
  required: boolean;
  version: number;
  body: string;
  effectiveAt: string;
};

/** Term titles may already end in "(선택)"; the form says required/optional itself. */
export const bareTitle = (title: string) => title.replace(/\s*\((필수|선택)\)\s*$/, "");

/**
 * One term's box: posts its code under `terms`, required when the term is, and shows the
 * term's own message (`terms.<code>`).
 */
export function TermCheckbox({
  form,
  term,
  checked,
  label,
  children,
}: {
  form: ValidatedForm;
  term: Pick<OfferedTerm, "code" | "required">;
  checked: boolean;
  label: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Checkbox
      form={form}
      name="terms"
      value={term.code}
      errorKey={`terms.${term.code}`}
      required={term.required}
      checked={checked}
      label={label}
    >
      {children}
    </Checkbox>
  );
}

/**
 * The agreements of a form (interest registration, the application): one box per term, its
 * full text a disclosure away, its version and effective date, each required term's message
 * next to its own box (`terms.<code>`). The page ships the `forms.common` strings.
 */
export function TermAgreements({
  form,
  terms,
  agreed,
  legend,
  agreeText,
}: {
  form: ValidatedForm;
  terms: OfferedTerm[];
  agreed: readonly string[];
  legend: string;
  agreeText: (title: string) => string;
}) {
  const t = useT();
  const lang = useLang();
  const contentLang = lang === "ko" ? undefined : "ko";
  return (
    <fieldset className="form-section">
      <legend>{legend}</legend>
      {terms.map((term) => (
        <TermCheckbox
          key={term.code}
          form={form}
          term={term}
          checked={agreed.includes(term.code)}
          label={
            <>
              <span className="badge">{t(term.required ? "forms.common.required" : "forms.common.optional")}</span>{" "}
              {agreeText(bareTitle(term.title))}
            </>
          }
        >
          <details className="term-text">
            <summary>
              {t("forms.common.readFull")}
              <span className="visually-hidden">: {bareTitle(term.title)}</span>
            </summary>
            {/* A long term scrolls in its box: a named, focusable region, so a keyboard can scroll it. */}
            <section
              className="term-body"
              lang={contentLang}
              aria-label={bareTitle(term.title)}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
              tabIndex={0}
            >
              {term.body}
            </section>
            <p className="term-version">
              {t("forms.common.version", { version: term.version })} ·{" "}
              {t("forms.common.effectiveAt", { date: term.effectiveAt })}
            </p>
          </details>
        </TermCheckbox>
      ))}
      <FieldError id={form.idOf("terms")} message={form.errors.terms} />
    </fieldset>
  );
}
