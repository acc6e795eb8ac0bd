import { useT } from "../../lib/i18n/client";
import { formatFileSize } from "../center/file-list";
import { TextField } from "../forms/fields";
import type { ValidatedForm } from "../forms/use-validated-form";

export type CurrentFile = { id: string; name: string; size: number; url: string };

type Props = {
  form: ValidatedForm;
  label: string;
  /** The limits, as the form states them. */
  hint: string;
  accept: string;
  current: CurrentFile[];
};

/**
 * Attachments of a console form: the files already there (each with a "delete" checkbox,
 * posted as `remove`) and a file input for more (`files`). The server checks each new file's
 * bytes, size and count against the limits the hint states.
 */
export function FilesField({ form, label, hint, accept, current }: Props) {
  const t = useT();
  return (
    <>
      <fieldset className="console-fieldset">
        <legend>{t("console.center.form.currentFiles")}</legend>
        {current.length === 0 ? (
          <p>{t("console.center.form.noFiles")}</p>
        ) : (
          <ul className="content-files">
            {current.map((f) => (
              <li key={f.id}>
                <a href={f.url} download>
                  {f.name}
                </a>{" "}
                ({formatFileSize(f.size)}){" "}
                <label className="choice">
                  <input type="checkbox" name="remove" value={f.id} />{" "}
                  <span>
                    {t("console.center.form.removeFile")}: {f.name}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <TextField form={form} name="files" type="file" label={label} hint={hint} accept={accept} multiple />
    </>
  );
}
