import { useEffect, useState } from "react";
import { type Column, ListTable } from "../../components/console/console-list";
import { IntentForm } from "../../components/console/intent-form";
import { FormError } from "../../components/forms/fields";
import { formatPhone } from "../../lib/format";
import { useT } from "../../lib/i18n/client";

/*
 * The console's list of one day's contract appointments, to print and take to the desk: on
 * paper only this list prints (console-screens.css, @media print), with the round and the day
 * as its title; on screen each row has its 계약 완료 button.
 */

export type DayRow = {
  applicationId: string;
  receiptNo: string;
  name: string;
  phone: string;
  startsAt: string;
  endsAt: string;
  place: string;
  completedAt: string | null;
  completedBy: string | null;
};

export function DayList({
  day,
  round,
  entries,
  message,
}: {
  day: string;
  round: { round: number; title: string };
  entries: DayRow[];
  message?: string;
}) {
  const t = useT();
  const columns: Column<DayRow>[] = [
    { header: "console.contractSlots.time", className: "console-nowrap", cell: (e) => `${e.startsAt}–${e.endsAt}` },
    { header: "console.contractSlots.place", className: "console-break", cell: (e) => e.place },
    { header: "console.contractSlots.receipt", rowHeader: true, className: "console-nowrap", cell: (e) => e.receiptNo },
    { header: "console.contractSlots.name", cell: (e) => e.name },
    { header: "console.contractSlots.phone", className: "console-nowrap", cell: (e) => formatPhone(e.phone) },
    {
      header: "console.contractSlots.state",
      cell: (e) =>
        e.completedAt ? (
          t("console.contractSlots.completedAt", { at: e.completedAt, by: e.completedBy ?? "" })
        ) : (
          <>
            <span className="print-only">{t("console.contractSlots.signature")}</span>
            <span className="no-print">
              <IntentForm intent="complete">
                <input type="hidden" name="applicationId" value={e.applicationId} />
                <button
                  type="submit"
                  className="console-button console-button--small"
                  aria-label={t("console.contractSlots.completeOf", { receipt: e.receiptNo })}
                >
                  {t("console.contractSlots.complete")}
                </button>
              </IntentForm>
            </span>
          </>
        ),
    },
  ];
  return (
    <section className="console-section print-day-list" aria-labelledby="day-list">
      <h2 id="day-list">{t("console.contractSlots.dayHeading", { day, round: round.round, title: round.title })}</h2>
      <FormError message={message} />
      {entries.length ? (
        <ListTable
          caption={t("console.contractSlots.dayCaption", { day, count: entries.length })}
          columns={columns}
          rows={entries}
          rowKey={(e) => e.applicationId}
        />
      ) : (
        <p>{t("console.contractSlots.dayEmpty")}</p>
      )}
      <p className="no-print">
        <PrintDayButton />
        <span className="form-note"> {t("console.contractSlots.printHint")}</span>
      </p>
    </section>
  );
}

/** The browser's print dialog, shown once JavaScript runs; Ctrl+P prints the same list without it. */
function PrintDayButton() {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="console-button" onClick={() => window.print()}>
      {t("console.contractSlots.print")}
    </button>
  );
}
