import { type ReactNode, useId } from "react";

/*
 * Form controls of the console screens: each labelled, its hint and error linked by
 * aria-describedby, the error announced with the field (the classes are console.css's).
 */

function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(" ") || undefined;
}

function Message({ id, className, text }: { id: string; className: string; text?: string }) {
  return text ? (
    <p id={id} className={className}>
      {text}
    </p>
  ) : null;
}

type InputProps = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
  type?: "text" | "password" | "email" | "url" | "date" | "tel";
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
};

export function TextInput({ name, label, error, hint, defaultValue, type = "text", ...rest }: InputProps) {
  const id = useId();
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <Message id={`${id}-hint`} className="console-field__hint" text={hint} />
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={rest.autoComplete}
        maxLength={rest.maxLength}
        aria-required={rest.required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      />
      <Message id={`${id}-error`} className="console-field__error" text={error} />
    </div>
  );
}

type SelectProps = {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
  hint?: string;
};

export function SelectInput({ name, label, options, defaultValue, error, hint }: SelectProps) {
  const id = useId();
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <Message id={`${id}-hint`} className="console-field__hint" text={hint} />
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={`${id}-error`} className="console-field__error" text={error} />
    </div>
  );
}

type CheckboxProps = {
  name: string;
  label: string;
  defaultChecked?: boolean;
  value?: string;
  hint?: string;
  error?: string;
};

export function Checkbox({ name, label, defaultChecked, value, hint, error }: CheckboxProps) {
  const id = useId();
  return (
    <div className="console-check">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      />
      <label htmlFor={id}>{label}</label>
      <Message id={`${id}-hint`} className="console-field__hint" text={hint} />
      <Message id={`${id}-error`} className="console-field__error" text={error} />
    </div>
  );
}

type CheckboxGroupProps = {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  checked: readonly string[];
  hint?: string;
  error?: string;
};

/** Checkboxes under one legend; the group's message is announced with the legend. */
export function CheckboxGroup({ name, legend, options, checked, hint, error }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset
      className="console-fieldset console-checks"
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <Message id={`${id}-hint`} className="console-field__hint" text={hint} />
      <Message id={`${id}-error`} className="console-field__error" text={error} />
      {options.map((o) => (
        <label key={o.value} className="console-check">
          <input type="checkbox" name={name} value={o.value} defaultChecked={checked.includes(o.value)} /> {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Success after a redirect or an action: announced politely, rendered on the server too. */
export function StatusMessage({ children }: { children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {children ? <p className="console-status">{children}</p> : null}
    </div>
  );
}

/** A form-level problem: an alert region, so it is read out whether or not JavaScript runs. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="console-form-error">
      {message}
    </p>
  ) : null;
}
