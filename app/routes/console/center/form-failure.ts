import type { FormFailure } from "../../../lib/form-failure.server";

/** A refused upload names its file (`files.2`); the form shows it under its one file input. */
export function fileErrorsOnField(failure: FormFailure): FormFailure {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(failure.errors)) {
    errors[key.startsWith("files.") || key === "remove" ? "files" : key] ??= message;
  }
  return { ...failure, errors };
}
