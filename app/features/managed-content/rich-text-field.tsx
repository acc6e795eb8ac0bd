import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { TextField } from "../../components/forms/fields";
import type { ValidatedForm } from "../../components/forms/use-validated-form";

/** Tiptap and ProseMirror load only on the screens that render this field, after the page. */
const RichTextEditor = lazy(() => import("./rich-text-editor"));

type Props = {
  form: ValidatedForm;
  name: string;
  label: string;
  hint?: string;
  defaultValue?: string;
  required?: boolean;
};

/**
 * A rich-text body: a labelled textarea of HTML (so the form works without JavaScript), which
 * the editor replaces once it has loaded. The editor keeps writing its HTML into that same
 * textarea, so the form posts one field either way; the server sanitises it.
 */
export function RichTextField({ form, name, label, hint, defaultValue = "", required }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const textarea = () => wrapper.current?.querySelector("textarea") ?? null;
  return (
    <div ref={wrapper} className={enhanced ? "rich-text-field rich-text-field--enhanced" : "rich-text-field"}>
      <TextField
        form={form}
        name={name}
        label={label}
        hint={hint}
        multiline
        rows={12}
        defaultValue={defaultValue}
        required={required}
      />
      {enhanced && (
        <Suspense fallback={null}>
          <RichTextEditor
            initialHtml={defaultValue}
            labelledBy={form.idOf(name)}
            invalid={Boolean(form.errors[name])}
            onChange={(html) => {
              const el = textarea();
              if (el) el.value = html;
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
