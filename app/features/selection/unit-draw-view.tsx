import { type Column, ListTable } from "../../components/console/console-list";
import { IntentForm } from "../../components/console/intent-form";
import { useT } from "../../lib/i18n/client";
import { DrawProof, DrawSubPassword } from "./draw-proof";
import { unitParts } from "./unit-draw";

/*
 * The unit draw's part of the units screen: freeze (winners at PASSED and the units, with the
 * sub-password), publish once the beacon round is out, then the audit file and each winner's
 * unit. Plain forms: it works without JavaScript.
 */

export type UnitDrawState = {
  frozenAt: string;
  frozenBy: string;
  winners: number;
  units: number;
  listDigest: string;
  beacon: { network: "quicknet" | "local"; round: number; at: string; iso: string; due: boolean };
  seed: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
};

export type UnitAssignmentRow = { unitType: string; position: number; receiptNo: string; unit: string | null };

const ASSIGNMENT_COLUMNS = (t: ReturnType<typeof useT>): Column<UnitAssignmentRow>[] => [
  { header: "console.units.unitType", cell: (a) => a.unitType },
  { header: "console.units.position", className: "console-num", cell: (a) => a.position },
  { header: "console.units.receipt", rowHeader: true, cell: (a) => a.receiptNo },
  {
    header: "console.units.assigned",
    cell: (a) => (a.unit ? t("console.units.unitName", unitParts(a.unit)) : t("console.units.noUnit")),
  },
];

export function UnitDrawSection(props: {
  draw: UnitDrawState | null;
  passed: number;
  units: number;
  delaySeconds: number;
  auditHref: string;
  assignments: readonly UnitAssignmentRow[];
  message?: string;
}) {
  const t = useT();
  const { draw } = props;
  return (
    <section className="console-section" aria-labelledby="unit-draw">
      <h2 id="unit-draw">{t("console.units.drawHeading")}</h2>
      <p>{t("console.units.drawIntro")}</p>
      {!draw && (
        <>
          <p>
            {t("console.units.freezeReady", { passed: props.passed, units: props.units, delay: props.delaySeconds })}
          </p>
          <IntentForm intent="freeze" message={props.message}>
            <DrawSubPassword id="unit-freeze-sub" />
            <p>
              <button type="submit" className="console-button console-button--primary">
                {t("console.units.freeze")}
              </button>
            </p>
          </IntentForm>
        </>
      )}
      {draw && (
        <>
          <p>
            {t("console.units.frozenState", {
              date: draw.frozenAt,
              by: draw.frozenBy,
              winners: draw.winners,
              units: draw.units,
            })}
          </p>
          <DrawProof testId="unit" listDigest={draw.listDigest} seed={draw.seed} beacon={draw.beacon} />
        </>
      )}
      {draw && !draw.publishedAt && (
        <>
          <p>
            {draw.beacon.due
              ? t("console.units.publishIntro")
              : t("console.draw.beaconWaiting", { time: draw.beacon.at })}
          </p>
          <IntentForm intent="publish" message={props.message}>
            <DrawSubPassword id="unit-publish-sub" />
            <p>
              <button type="submit" className="console-button console-button--danger">
                {t("console.units.publish")}
              </button>
            </p>
          </IntentForm>
        </>
      )}
      {draw?.publishedAt && (
        <>
          <p>{t("console.units.publishedState", { date: draw.publishedAt, by: draw.publishedBy ?? "" })}</p>
          <p>
            <a href={props.auditHref} download>
              {t("console.units.auditDownload")}
            </a>
          </p>
          <ListTable
            caption={t("console.units.assignedCaption", { count: props.assignments.length })}
            columns={ASSIGNMENT_COLUMNS(t)}
            rows={props.assignments}
            rowKey={(a) => a.receiptNo}
          />
        </>
      )}
    </section>
  );
}
