/** A text field of a posted console form: "" when it is missing or a file (client-safe). */
export function formText(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}
