import type { InputHTMLAttributes, ReactNode } from "react";
import { useT } from "../../lib/i18n/client";
import { useErrorText } from "./error-text";
import type { ValidatedForm } from "./use-validated-form";

type Common = {
  form: ValidatedForm;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
};

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="field-required" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}

/** A message under its field, linked from the field by aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useErrorText();
  return message ? (
    <p id={id} className="field-error">
      {text(message)}
    </p>
  ) : null;
}

type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name" | "required"> & { multiline?: boolean; rows?: number };

export function TextField({ form, name, label, hint, required, multiline, rows, ...input }: TextFieldProps) {
  const id = form.idOf(name);
  const error = form.errors[name];
  const props = {
    id,
    name,
    required,
    autoFocus: form.autoFocus(name),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...props}
          rows={rows ?? 6}
          defaultValue={input.defaultValue as string | undefined}
          maxLength={input.maxLength}
        />
      ) : (
        <input {...input} {...props} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Option = { value: string; label: ReactNode };

/** Radio buttons or checkboxes under one legend; the group's message follows the legend. */
export function ChoiceGroup({
  form,
  name,
  label,
  hint,
  required,
  type,
  options,
  checked,
}: Common & { type: "radio" | "checkbox"; options: Option[]; checked: string[] }) {
  const id = form.idOf(name);
  const error = form.errors[name];
  return (
    <fieldset
      id={id}
      className="field choice-group"
      aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
    >
      <legend>
        {label}
        <RequiredMark required={required} />
      </legend>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <div className="choices">
        {options.map((option, i) => (
          <label key={option.value} className="choice">
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              required={type === "radio" ? required : undefined}
              aria-invalid={error ? true : undefined}
              // biome-ignore lint/a11y/noAutofocus: only the first invalid field after a failed post, see use-validated-form
              autoFocus={i === 0 && form.autoFocus(name)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One checkbox with its own message, e.g. agreement to one term (`errorKey` "terms.privacy").
 * The label says in words whether it is required; `required` only sets aria-required.
 */
export function Checkbox({
  form,
  name,
  value,
  errorKey,
  label,
  required,
  checked,
  children,
}: Common & { value: string; errorKey: string; checked: boolean; children?: ReactNode }) {
  const id = form.idOf(errorKey);
  const error = form.errors[errorKey];
  return (
    <div className="field checkbox-field">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={checked}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: only the first invalid field after a failed post, see use-validated-form
          autoFocus={form.autoFocus(errorKey)}
        />
        <span>{label}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
      {children}
    </div>
  );
}

/**
 * The list of what to fix, shown after a submit; each item links to its field. Its title
 * and intro are the `forms.common` strings, so a page using it ships that section.
 */
export function ErrorSummary({ form, labels }: { form: ValidatedForm; labels: Record<string, string> }) {
  const t = useT();
  const text = useErrorText();
  if (!form.summary) return null;
  return (
    <div
      id={form.summaryId}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${form.summaryId}-title`}
    >
      <h2 id={`${form.summaryId}-title`}>{t("forms.common.errorSummaryTitle")}</h2>
      <p>{t("forms.common.errorSummaryIntro")}</p>
      <ul>
        {Object.entries(form.errors).map(([key, message]) => (
          <li key={key}>
            <a href={`#${form.idOf(key)}`}>
              {key === "_"
                ? text(message)
                : `${labels[key] ?? labels[key.split(".")[0] ?? key] ?? key}: ${text(message)}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
