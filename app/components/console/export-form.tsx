import { TextField } from "../forms/fields";
import { useValidatedForm } from "../forms/use-validated-form";

type Schema = NonNullable<Parameters<typeof useValidatedForm>[0]>["schema"];

/**
 * The export of a console list (registrations, applications): the list's current filter in
 * hidden fields and the acting manager's sub-password. A plain document post, so the browser
 * saves the file the answer carries (or follows the redirect back with the refusal, `message`).
 */
export function SubPasswordExportForm({
  id,
  action,
  filter,
  schema,
  message,
  text,
}: {
  /** The section heading's id. */
  id: string;
  action: string;
  filter: Readonly<Record<string, string>>;
  schema: Schema;
  message: string;
  text: { heading: string; intro: string; subPassword: string; submit: string };
}) {
  const form = useValidatedForm({ schema, serverErrors: message ? { subPassword: message } : undefined });
  return (
    <section className="console-section" aria-labelledby={id}>
      <h2 id={id}>{text.heading}</h2>
      <p>{text.intro}</p>
      <form method="post" action={action} className="console-form" {...form.formProps}>
        {Object.entries(filter).map(([key, value]) =>
          value ? <input key={key} type="hidden" name={key} value={value} /> : null,
        )}
        <TextField
          form={form}
          name="subPassword"
          type="password"
          label={text.subPassword}
          autoComplete="off"
          required
        />
        <p>
          <button type="submit" className="console-button">
            {text.submit}
          </button>
        </p>
      </form>
    </section>
  );
}
