import {
  Children,
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from "react";
import { useT } from "../../lib/i18n/client";
import type { ValidatedForm } from "./use-validated-form";

/*
 * The form fields of every page, public and console: each labelled, its hint and its error
 * linked by aria-describedby, invalid ones marked aria-invalid. Each takes the `form` of
 * useValidatedForm, which gives it its id, its message and its autofocus. The classes
 * (field, field-hint, field-error, choice…) are styled by the area's CSS (site-pages.css,
 * console.css).
 */

type Common = {
  form: ValidatedForm;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
};

function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(" ") || undefined;
}

/**
 * Whether a required field's label carries a visible "*" (a public form explains it with
 * `forms.common.requiredNote`). The console's look has none: its layout provides `false`.
 */
export const RequiredMarks = createContext(true);

function RequiredMark({ required }: { required?: boolean }) {
  const shown = useContext(RequiredMarks);
  return required && shown ? (
    <span className="field-required" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint === undefined ? null : (
    <p id={id} className="field-hint">
      {hint}
    </p>
  );
}

/** A message under its field (already in the page's language), linked from the field by aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name" | "required"> & { multiline?: boolean; rows?: number };

export function TextField({ form, name, label, hint, required, multiline, rows, ...input }: TextFieldProps) {
  const { id, error, props } = controlProps(form, name, hint);
  return (
    <LabelledField id={id} label={label} hint={hint} required={required} error={error}>
      {multiline ? (
        <textarea
          {...props}
          required={required}
          rows={rows ?? 6}
          defaultValue={input.defaultValue as string | undefined}
          maxLength={input.maxLength}
        />
      ) : (
        <input {...input} {...props} required={required} />
      )}
    </LabelledField>
  );
}

/**
 * The password that guards a visitor's post, comment or question: chosen when it is written
 * (with the hint, as a new password), asked when it is changed or deleted.
 */
export function GuardPasswordField({
  form,
  choose,
  label,
  hint,
}: {
  form: ValidatedForm;
  choose: boolean;
  label: string;
  hint: string;
}) {
  return (
    <TextField
      form={form}
      name="password"
      type="password"
      label={label}
      hint={choose ? hint : undefined}
      required
      maxLength={20}
      autoComplete={choose ? "new-password" : "current-password"}
    />
  );
}

/** A field's id, its message, and the attributes that tie its control to its label, hint and message. */
function controlProps(form: ValidatedForm, name: string, hint: ReactNode) {
  const id = form.idOf(name);
  const error = form.errors[name];
  const props = {
    id,
    name,
    autoFocus: form.autoFocus(name),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`),
  };
  return { id, error, props };
}

/** A labelled control with its hint above and its message below. */
function LabelledField({
  id,
  label,
  hint,
  required,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
        <RequiredMark required={required} />
      </label>
      <Hint id={`${id}-hint`} hint={hint} />
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Option = { value: string; label: ReactNode };

export function SelectField({
  form,
  name,
  label,
  hint,
  required,
  options,
  defaultValue,
}: Common & { options: Option[]; defaultValue?: string }) {
  const { id, error, props } = controlProps(form, name, hint);
  return (
    <LabelledField id={id} label={label} hint={hint} required={required} error={error}>
      <select {...props} defaultValue={defaultValue} required={required}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

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
}: Common & { type: "radio" | "checkbox"; options: Option[]; checked: readonly string[] }) {
  const id = form.idOf(name);
  const error = form.errorOf(name);
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
      <Hint id={`${id}-hint`} hint={hint} />
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
 * One checkbox with its own message: a yes/no field (value "on"), or one of several boxes of
 * the same name with its own error key (agreement to one term: `errorKey` "terms.privacy").
 * `required` only sets aria-required; say in the label whether it is required.
 */
export function Checkbox({
  form,
  name,
  value,
  errorKey = name,
  label,
  hint,
  required,
  checked,
  children,
}: Common & { value?: string; errorKey?: string; checked: boolean; children?: ReactNode }) {
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
          aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
          // biome-ignore lint/a11y/noAutofocus: only the first invalid field after a failed post, see use-validated-form
          autoFocus={form.autoFocus(errorKey)}
        />
        <span>{label}</span>
      </label>
      <Hint id={`${id}-hint`} hint={hint} />
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
              {key === "_" ? message : `${labels[key] ?? labels[key.split(".")[0] ?? key] ?? key}: ${message}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A form-level problem: an alert region, so it is read out whether or not JavaScript runs. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="form-error">
      {message}
    </p>
  ) : null;
}

/**
 * Success after a redirect or an action: announced politely, rendered on the server too. The
 * live region is always there (so a later message is announced); its visible box only when
 * there is something to say.
 */
export function StatusMessage({ children }: { children?: ReactNode }) {
  const said = Children.toArray(children).some((child) => child !== "");
  return (
    <div role="status" aria-live="polite">
      {said ? <p className="form-status">{children}</p> : null}
    </div>
  );
}

/**
 * The outcome that replaces a form once it has succeeded. The form, and the focus in it, are
 * gone, so the focus moves here and a screen reader reads it out; without JavaScript it is
 * simply on the new page.
 */
export function DoneMessage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className="form-status" tabIndex={-1}>
      {children}
    </p>
  );
}
