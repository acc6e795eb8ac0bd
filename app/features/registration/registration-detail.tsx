import { useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { ConfirmDialog } from "../../components/console/dialog";
import { useT } from "../../lib/i18n/client";
import { CONSOLE_PATHS } from "../auth/console-paths";
import type { RegistrationColumn } from "./registration-filters";
import { registrationDetailPath } from "./registration-list";

/* The console's registration detail: the data, the history of the same phone, the deletion. */

export type ShownRegistration = {
  id: string;
  name: string;
  phone: string;
  birth: string;
  email: string;
  qualificationType: "YOUTH_TYPE" | "MARRIED_TYPE";
  unitTypes: string[];
  terms: { code: string; version: number; agreedAt: string }[];
  createdAt: string;
  supersededAt: string | null;
};

export function RegistrationDetailView({
  registration: r,
  history,
  currentId,
}: {
  registration: ShownRegistration;
  history: ShownRegistration[];
  currentId: string | null;
}) {
  const t = useT();
  const c = (key: RegistrationColumn) => t(`console.registrations.columns.${key}`);
  const columns: Column<ShownRegistration>[] = [
    {
      header: "console.registrations.columns.createdAt",
      className: "console-nowrap",
      cell: (h) => <Link to={registrationDetailPath(h.id)}>{h.createdAt}</Link>,
    },
    {
      header: "console.registrations.columns.supersededAt",
      className: "console-nowrap",
      cell: (h) => h.supersededAt ?? t("console.registrations.current"),
    },
    { header: "console.registrations.columns.name", cell: (h) => h.name },
    { header: "console.registrations.columns.birth", cell: (h) => h.birth },
    { header: "console.registrations.columns.email", className: "console-break", cell: (h) => h.email },
    {
      header: "console.registrations.columns.qualificationType",
      cell: (h) => t(`console.registrations.qualification.${h.qualificationType}`),
    },
    { header: "console.registrations.columns.unitTypes", cell: (h) => h.unitTypes.join(", ") },
  ];
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.registration}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.registrations.detailTitle")}</h1>
      <section className="console-section" aria-labelledby="registration-detail">
        <h2 id="registration-detail">{t("console.registrations.detailHeading")}</h2>
        <dl className="console-dl">
          <dt>{t("console.registrations.status")}</dt>
          <dd>
            {r.supersededAt
              ? t("console.registrations.superseded", { date: r.supersededAt })
              : t("console.registrations.current")}
            {currentId && (
              <>
                {" "}
                <Link to={registrationDetailPath(currentId)}>{t("console.registrations.currentLink")}</Link>
              </>
            )}
          </dd>
          <dt>{c("createdAt")}</dt>
          <dd>{r.createdAt}</dd>
          <dt>{c("name")}</dt>
          <dd>{r.name}</dd>
          <dt>{c("phone")}</dt>
          <dd>{r.phone}</dd>
          <dt>{c("birth")}</dt>
          <dd>{r.birth}</dd>
          <dt>{c("email")}</dt>
          <dd>{r.email}</dd>
          <dt>{c("qualificationType")}</dt>
          <dd>{t(`console.registrations.qualification.${r.qualificationType}`)}</dd>
          <dt>{c("unitTypes")}</dt>
          <dd>{r.unitTypes.join(", ")}</dd>
          <dt>{c("terms")}</dt>
          <dd>
            <ul>
              {r.terms.map((term) => (
                <li key={term.code}>
                  {t("console.registrations.termItem", { code: term.code, version: term.version, date: term.agreedAt })}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </section>
      <section className="console-section" aria-labelledby="registration-history">
        <h2 id="registration-history">{t("console.registrations.historyHeading")}</h2>
        {history.length === 0 ? (
          <p>{t("console.registrations.historyEmpty")}</p>
        ) : (
          <ListTable
            caption={t("console.registrations.historyCaption", { total: history.length })}
            columns={columns}
            rows={history}
            rowKey={(h) => h.id}
          />
        )}
      </section>
    </>
  );
}

/**
 * Deleting asks first. Without JavaScript the button opens this page with `?confirm=delete`,
 * which renders the dialog; with it, the dialog opens here, focus on Cancel, and goes back
 * to the button when it closes.
 */
export function RegistrationDelete({ id, name, confirming }: { id: string; name: string; confirming: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const here = registrationDetailPath(id);
  return (
    <section className="console-section" aria-labelledby="registration-delete">
      <h2 id="registration-delete">{t("console.registrations.deleteHeading")}</h2>
      <p>{t("console.registrations.deleteIntro")}</p>
      <form
        method="get"
        action={here}
        onSubmit={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="confirm" value="delete" />
        <button type="submit" className="console-button console-button--danger">
          {t("console.registrations.deleteButton")}
        </button>
      </form>
      {(open || confirming) && (
        <ConfirmDialog
          title={t("console.registrations.confirmTitle")}
          message={t("console.registrations.confirmMessage", { name })}
          cancelLabel={t("console.registrations.cancel")}
          cancelHref={here}
          onCancel={() => (confirming ? navigate(here, { replace: true }) : setOpen(false))}
        >
          <Form method="post" action={here}>
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="console-button console-button--danger">
              {t("console.registrations.confirmOk")}
            </button>
          </Form>
        </ConfirmDialog>
      )}
    </section>
  );
}
