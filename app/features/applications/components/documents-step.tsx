import { Link } from "react-router";
import { useT } from "../../../lib/i18n/client";
import { parseSlot } from "../documents";
import type { ApplicationView } from "../views";
import { DocumentList } from "./document-list";
import { Uploader } from "./uploader";

/**
 * The documents the answers call for, each with its files and a way to upload more, the
 * limits stated before anything is chosen. Files of a document the answers no longer call for
 * are listed apart, to delete. Going on needs no post: the files are saved as they arrive.
 */
export function DocumentsStep({
  application,
  base,
  next,
}: {
  application: ApplicationView;
  base: string;
  next: string;
}) {
  const t = useT();
  const taken = application.documents.map((d) => d.name);
  const kinds = new Set(application.checklist.map((i) => i.kind));
  const strays = application.documents.filter((d) => !kinds.has(parseSlot(d.name)?.kind ?? "extra"));
  const missing = application.missingDocuments.map((k) => t(`application.documents.kinds.${k}`));
  return (
    <>
      <p>{t("application.documents.intro")}</p>
      <div className="notice" id="document-limits">
        <p>{t("application.documents.limits")}</p>
        <p>{t("application.documents.masking")}</p>
      </div>
      {application.checklist.map((item) => {
        const title = t(`application.documents.kinds.${item.kind}`);
        return (
          <section key={item.kind} className="document-item" aria-labelledby={`doc-${item.kind}`}>
            <h3 id={`doc-${item.kind}`}>
              <span className="badge">
                {t(item.required ? "application.documents.required" : "application.documents.optional")}
              </span>{" "}
              {title}
            </h3>
            <p className="field-hint">{t(`application.documents.hints.${item.kind}`)}</p>
            <DocumentList
              documents={application.documents.filter((d) => parseSlot(d.name)?.kind === item.kind)}
              applicationId={application.id}
              deletable
            />
            <Uploader
              applicationId={application.id}
              kind={item.kind}
              taken={taken}
              action={`${base}?step=documents`}
              label={t("application.documents.chooseFile", { kind: title })}
            />
          </section>
        );
      })}
      {strays.length > 0 && (
        <section className="document-item" aria-labelledby="doc-strays">
          <h3 id="doc-strays">{t("application.documents.notNeeded")}</h3>
          <DocumentList documents={strays} applicationId={application.id} deletable />
        </section>
      )}
      <p className={missing.length ? "notice" : "form-status"} role="status">
        {missing.length
          ? t("application.documents.missing", { list: missing.join(", ") })
          : t("application.documents.complete")}
      </p>
      <div className="form-actions step-actions">
        <Link className="button button--primary" to={next}>
          {t("application.steps.next")}
        </Link>
      </div>
    </>
  );
}
