import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useLang, useT } from "../../../lib/i18n/client";
import { LANGUAGE_HEADER } from "../../../lib/i18n/languages";
import { type DocumentKind, nextFreeSlot } from "../documents";

type Item = { key: string; file: string; percent: number; state: "sending" | "done" | "failed"; message?: string };

/** The types a file picker offers (the server still checks the content). */
const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/**
 * Uploads files for one document. Without JavaScript it is a plain multipart form posted to
 * the page (`action`), one file per post, into the next free slot. With JavaScript each chosen
 * file goes by XMLHttpRequest to POST /api/v1/application/:id/upload (its upload progress is
 * the only way to draw a progress bar), several at once, each into its own slot, with a
 * progress bar and its outcome; the page's data is reloaded when they are done.
 */
export function Uploader({
  applicationId,
  kind,
  taken,
  slot,
  action,
  label,
  onUploaded,
}: {
  applicationId: string;
  kind: DocumentKind;
  /** The slots already taken (of every kind). */
  taken: string[];
  /** The one slot to fill (the fix page's flagged document); by default the next free one. */
  slot?: string;
  action: string;
  label: string;
  /** Told the names of the files stored, once a batch is done (before the page's data reloads). */
  onUploaded?: (files: string[]) => void;
}) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [scripted, setScripted] = useState(false);
  const [items, setItems] = useState<Item[]>([]);
  useEffect(() => setScripted(true), []);
  const next = slot ?? nextFreeSlot(kind, taken);
  if (!next) return <p className="field-hint">{t("application.documents.full")}</p>;

  function send(file: File, name: string, key: string): Promise<string | null> {
    const update = (patch: Partial<Item>) =>
      setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `/api/v1/application/${applicationId}/upload`);
      xhr.setRequestHeader(LANGUAGE_HEADER, lang);
      xhr.upload.onprogress = (e) => e.lengthComputable && update({ percent: Math.round((e.loaded / e.total) * 100) });
      xhr.onload = () => {
        if (xhr.status === 201) {
          update({ state: "done", percent: 100 });
          resolve(file.name);
          return;
        }
        let message = t("application.documents.networkError");
        try {
          message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
        } catch {
          // not the API's answer (a proxy's page): keep the general message
        }
        update({ state: "failed", message });
        resolve(null);
      };
      xhr.onerror = () => {
        update({ state: "failed", message: t("application.documents.networkError") });
        resolve(null);
      };
      const body = new FormData();
      body.append("name", name);
      body.append("upload", file);
      xhr.send(body);
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return; // the server answers "choose a file", as without JavaScript
    event.preventDefault();
    const used = [...taken];
    const jobs: Promise<string | null>[] = [];
    const added: Item[] = [];
    for (const file of files) {
      const name = slot ?? nextFreeSlot(kind, used);
      const key = `${file.name}-${Math.random()}`;
      if (!name) {
        added.push({ key, file: file.name, percent: 0, state: "failed", message: t("application.documents.full") });
        continue;
      }
      used.push(name);
      added.push({ key, file: file.name, percent: 0, state: "sending" });
      jobs.push(send(file, name, key));
      if (slot) break;
    }
    setItems((all) => [...all.filter((i) => i.state === "sending"), ...added]);
    const stored = (await Promise.all(jobs)).filter((f): f is string => f !== null);
    if (input.current) input.current.value = "";
    if (stored.length) onUploaded?.(stored);
    await revalidator.revalidate();
  }

  return (
    <form method="post" encType="multipart/form-data" action={action} className="uploader" onSubmit={onSubmit}>
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="name" value={next} />
      <label htmlFor={`${id}-file`}>{label}</label>
      <input ref={input} id={`${id}-file`} type="file" name="upload" accept={ACCEPT} multiple={scripted && !slot} />
      <button type="submit" className="button">
        {t("application.documents.upload")}
      </button>
      <ul className="uploads">
        {items.map((item) => (
          <li key={item.key} data-state={item.state}>
            <span className="uploads__name">{item.file}</span>
            {item.state === "sending" && (
              <progress
                max={100}
                value={item.percent}
                aria-label={t("application.documents.progressLabel", { name: item.file })}
              >
                {item.percent}%
              </progress>
            )}
            {item.state === "done" && (
              <span role="status">{t("application.documents.uploaded", { name: item.file })}</span>
            )}
            {item.state === "failed" && (
              <span role="alert">
                {t("application.documents.failed", { name: item.file, message: item.message ?? "" })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
