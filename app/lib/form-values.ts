/** What a form posts, as the plain object its zod schema reads. */
export type FormValues = Record<string, string | string[]>;

/**
 * Reads a form's fields: repeated fields (checkbox groups) as lists, the rest as single
 * strings; a field that was not sent is left out so the schema reports it. Files are ignored.
 */
export function formValues(data: FormData, listFields: readonly string[] = []): FormValues {
  const out: FormValues = {};
  for (const name of new Set(data.keys())) {
    const strings = data.getAll(name).filter((v): v is string => typeof v === "string");
    if (listFields.includes(name)) out[name] = strings;
    else if (strings[0] !== undefined) out[name] = strings[0];
  }
  for (const name of listFields) out[name] ??= [];
  return out;
}

/** A value to show again in a re-rendered form, never a password. */
export function keptValue(values: FormValues | undefined, name: string): string {
  const v = values?.[name];
  return typeof v === "string" ? v : "";
}

export function keptList(values: FormValues | undefined, name: string): string[] {
  const v = values?.[name];
  return Array.isArray(v) ? v : [];
}

/** A text field of a posted form: "" when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}
