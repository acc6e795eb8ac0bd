import { useT } from "../../lib/i18n/client";
import { ManagedText } from "./managed-text";

export type FileLink = { id: string; name: string; size: number; url: string };

/** "1.2 MB", "340 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Download links of a notice or form entry. Plain links to the API, which answers with
 * `Content-Disposition: attachment` and the file's own (Korean) name.
 */
export function FileList({ files, headingId }: { files: FileLink[]; headingId: string }) {
  const t = useT();
  return (
    <section className="center-files" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("center.common.attachments")}</h2>
      <ul>
        {files.map((f) => (
          <li key={f.id}>
            <a href={f.url} download>
              <ManagedText>{f.name}</ManagedText>
            </a>{" "}
            <span className="center-files__size">({formatFileSize(f.size)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
