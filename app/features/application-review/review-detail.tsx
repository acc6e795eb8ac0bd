import { Fragment } from "react";
import { Link } from "react-router";
import { ConsoleTable } from "../../components/console/console-list";
import { useT } from "../../lib/i18n/client";
import { CONSOLE_PATHS } from "../auth/console-paths";
import {
  applicationDetailPath,
  applicationDocumentPath,
  applicationDocumentReviewPath,
  applicationStatusPath,
} from "./review-paths";

/* The console's application detail, from rows the loader has already put into words. */

type Row = { label: string; value: string };

export type ShownApplication = {
  id: string;
  receiptNo: string;
  summary: Row[];
  answers: Row[];
  eligibility: {
    verdict: string;
    label: string;
    checks: { rule: string; status: string; text: string; reason: string }[];
  };
  documents: {
    id: string;
    slot: string;
    originalName: string;
    type: string;
    size: string;
    reviewState: string;
    reviewReason: string;
    fixDeadline: string;
  }[];
  versions: {
    version: number;
    caption: string;
    first: boolean;
    changes: { label: string; before: string; after: string }[];
  }[];
  history: { id: string; at: string; from: string; to: string; actor: string; note: string }[];
  duplicates: { id: string; receiptNo: string; reasons: string }[];
};

function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl className="console-dl">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ApplicationDetailView({ a }: { a: ShownApplication }) {
  const t = useT();
  const l = (key: "summaryHeading" | "answersHeading" | "eligibilityHeading" | "duplicatesHeading") =>
    t(`console.applicationList.${key}`);
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.application}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.applicationList.detailHeading", { receiptNo: a.receiptNo })}</h1>
      <p className="console-links">
        <Link to={applicationStatusPath(a.id)}>{t("console.applicationList.changeStatus")}</Link>
      </p>
      <section className="console-section" aria-labelledby="application-summary">
        <h2 id="application-summary">{l("summaryHeading")}</h2>
        <Facts rows={a.summary} />
      </section>
      <section className="console-section" aria-labelledby="application-answers">
        <h2 id="application-answers">{l("answersHeading")}</h2>
        <Facts rows={a.answers} />
      </section>
      <section
        className="console-section"
        aria-labelledby="application-eligibility"
        data-verdict={a.eligibility.verdict}
      >
        <h2 id="application-eligibility">{l("eligibilityHeading")}</h2>
        <p>
          <strong>{a.eligibility.label}</strong>
        </p>
        <ul className="application-checks">
          {a.eligibility.checks.map((c) => (
            <li key={c.rule} data-status={c.status}>
              <strong>{c.text}</strong> {c.reason}
            </li>
          ))}
        </ul>
        <p className="console-field__hint">{t("console.applicationList.eligibilityNote")}</p>
      </section>
      <DocumentsTable a={a} />
      <VersionHistory a={a} />
      <StatusHistory a={a} />
      <section className="console-section" aria-labelledby="application-duplicates">
        <h2 id="application-duplicates">{l("duplicatesHeading")}</h2>
        <p>{t("console.applicationList.duplicatesIntro")}</p>
        {a.duplicates.length ? (
          <ul>
            {a.duplicates.map((d) => (
              <li key={d.id}>
                <Link to={applicationDetailPath(d.id)}>{d.receiptNo}</Link> ({d.reasons})
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("console.applicationList.duplicatesEmpty")}</p>
        )}
      </section>
    </>
  );
}

function DocumentsTable({ a }: { a: ShownApplication }) {
  const t = useT();
  const c = (
    key: "slot" | "originalName" | "type" | "size" | "reviewState" | "reviewReason" | "fixDeadline" | "actions",
  ) => t(`console.applicationList.documentColumns.${key}`);
  return (
    <section className="console-section" aria-labelledby="application-documents">
      <h2 id="application-documents">{t("console.applicationList.documentsHeading")}</h2>
      {a.documents.length ? (
        <ConsoleTable
          caption={t("console.applicationList.documentsCaption", { count: a.documents.length })}
          headers={[
            c("slot"),
            c("originalName"),
            c("type"),
            c("size"),
            c("reviewState"),
            c("reviewReason"),
            c("fixDeadline"),
            c("actions"),
          ]}
        >
          {a.documents.map((d) => (
            <tr key={d.id}>
              <th scope="row">{d.slot}</th>
              <td>{d.originalName}</td>
              <td>{d.type}</td>
              <td className="console-num">{d.size}</td>
              <td>{d.reviewState}</td>
              <td>{d.reviewReason}</td>
              <td className="console-nowrap">{d.fixDeadline}</td>
              <td className="console-nowrap">
                {/* A document request, not a client navigation: the answer is a file. */}
                <a
                  href={applicationDocumentPath(a.id, d.id)}
                  aria-label={t("console.applicationList.openLabel", { name: d.originalName })}
                >
                  {t("console.applicationList.open")}
                </a>{" "}
                <Link
                  to={applicationDocumentReviewPath(a.id, d.id)}
                  aria-label={t("console.applicationList.reviewLabel", { name: d.slot })}
                >
                  {t("console.applicationList.review")}
                </Link>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      ) : (
        <p>{t("console.applicationList.documentsEmpty")}</p>
      )}
    </section>
  );
}

function VersionHistory({ a }: { a: ShownApplication }) {
  const t = useT();
  return (
    <section className="console-section" aria-labelledby="application-versions">
      <h2 id="application-versions">{t("console.applicationList.versionsHeading")}</h2>
      {a.versions.map((v) => (
        <Fragment key={v.version}>
          {v.changes.length ? (
            <ConsoleTable
              caption={v.caption}
              headers={[
                t("console.applicationList.changeField"),
                t("console.applicationList.changeBefore"),
                t("console.applicationList.changeAfter"),
              ]}
            >
              {v.changes.map((c) => (
                <tr key={c.label}>
                  <th scope="row">{c.label}</th>
                  <td>{c.before}</td>
                  <td>{c.after}</td>
                </tr>
              ))}
            </ConsoleTable>
          ) : (
            <p>
              <strong>{v.caption}</strong>{" "}
              {t(v.first ? "console.applicationList.firstVersion" : "console.applicationList.noChange")}
            </p>
          )}
        </Fragment>
      ))}
    </section>
  );
}

function StatusHistory({ a }: { a: ShownApplication }) {
  const t = useT();
  const c = (key: "at" | "from" | "to" | "actor" | "note") => t(`console.applicationList.historyColumns.${key}`);
  return (
    <section className="console-section" aria-labelledby="application-history">
      <h2 id="application-history">{t("console.applicationList.historyHeading")}</h2>
      {a.history.length ? (
        <ConsoleTable
          caption={t("console.applicationList.historyCaption", { count: a.history.length })}
          headers={[c("at"), c("from"), c("to"), c("actor"), c("note")]}
        >
          {a.history.map((h) => (
            <tr key={h.id}>
              <td className="console-nowrap">{h.at}</td>
              <td>{h.from}</td>
              <td>{h.to}</td>
              <td>{h.actor}</td>
              <td>{h.note}</td>
            </tr>
          ))}
        </ConsoleTable>
      ) : (
        <p>{t("console.applicationList.historyEmpty")}</p>
      )}
    </section>
  );
}
