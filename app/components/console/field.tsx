import { useId } from "react";

type FieldProps = {
  name: string;
  label: string;
  type?: "text" | "password";
  autoComplete?: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
};

/** A labelled input whose error is shown next to it and announced with it. */
export function Field({ name, label, type = "text", autoComplete, error, hint, defaultValue }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="console-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="console-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
