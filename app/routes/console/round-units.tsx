import { data, Form, Link } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { IntentForm } from "../../components/console/intent-form";
import { FormError, SelectField, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { enqueueOutbox } from "../../features/messaging/outbox-delivery.server";
import { beaconSourceFor } from "../../features/selection/beacon-source.server";
import { roundOf } from "../../features/selection/draw-store.server";
import { drawRoundPath, unitAuditPath, unitTemplatePath } from "../../features/selection/paths";
import {
  addUnits,
  freezeUnitDraw,
  listUnits,
  passedWinners,
  publishUnitDraw,
  removeUnit,
  unitAssignmentsOf,
  unitDrawOf,
} from "../../features/selection/unit-draw.server";
import { UnitDrawSection } from "../../features/selection/unit-draw-view";
import { importUnits } from "../../features/selection/unit-import.server";
import { UNIT_LIMITS, unitInputSchema } from "../../features/selection/unit-schema";
import { DomainError } from "../../lib/domain-error";
import { UNIT_TYPE_CODES } from "../../lib/enums";
import { formText, formValues } from "../../lib/form-values";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/round-units";

/**
 * /console/application/units/:roundId (동·호 배정): the round's units (동, 호, 층, unit type),
 * added one by one or imported from an xlsx sheet, removed while the unit draw is not frozen;
 * then the unit draw's freeze and publish (which tells each assigned winner their unit). Plain
 * forms: everything works without JavaScript.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { scope, db, t, i18n, meta, now } = consolePage(context, "application");
  const round = await orNotFound(roundOf(db, params.roundId));
  const [units, draw, passed] = await Promise.all([
    listUnits(db, round.id),
    unitDrawOf(db, round.id),
    passedWinners(db, round.id),
  ]);
  return {
    i18n,
    meta: meta(
      `${t("console.units.title")} · ${t("console.draw.roundHeading", { round: round.round, title: round.title })}`,
    ),
    round: { id: round.id, round: round.round, title: round.title },
    units: units.map(({ id, dong, ho, floor, unitType }) => ({ id, dong, ho, floor, unitType })),
    passed,
    delaySeconds: scope.env.DRAW_BEACON_DELAY_SECONDS,
    draw: draw && {
      frozenAt: formatDateTime(draw.frozenAt),
      frozenBy: draw.frozenBy,
      winners: draw.winners.length,
      units: draw.units.length,
      listDigest: draw.listDigest,
      beacon: {
        network: draw.beaconNetwork,
        round: draw.beaconRound,
        at: formatDateTime(draw.beaconAt),
        iso: draw.beaconAt.toISOString(),
        due: now.getTime() >= draw.beaconAt.getTime(),
      },
      seed: draw.seed,
      publishedAt: draw.publishedAt ? formatDateTime(draw.publishedAt) : null,
      publishedBy: draw.publishedBy,
    },
    assignments: draw?.publishedAt ? await unitAssignmentsOf(db, round.id) : [],
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

type Done = "added" | "removed" | "imported" | "frozen" | "published";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { scope, db, t, actor, failure } = consolePage(context, "application");
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const source = beaconSourceFor(scope.env);
  const refused = (message: string, status: number, more: { problems?: string[] } = {}) =>
    data({ done: undefined, count: 0, intent, message, errors: {} as Record<string, string>, ...more }, status);
  try {
    let done: Done;
    let count = 0;
    if (intent === "add") {
      await addUnits(db, params.roundId, [unitInputSchema.parse(formValues(form))], actor(request));
      done = "added";
    } else if (intent === "remove") {
      await removeUnit(db, params.roundId, formText(form, "unitId"), actor(request));
      done = "removed";
    } else if (intent === "import") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) throw new DomainError(400, "units.importFile", "file");
      const result = await importUnits(db, params.roundId, new Uint8Array(await file.arrayBuffer()), actor(request));
      if (result.problems.length) {
        const problems = result.problems.map((p) =>
          t("console.units.importProblem", { row: p.row, message: t(`errors.${p.code}`) }),
        );
        return refused(t("console.units.importRefused", { count: formatNumber(problems.length) }), 422, { problems });
      }
      done = "imported";
      count = result.added;
    } else if (intent === "freeze") {
      const beacon = { chain: source.chain, delaySeconds: scope.env.DRAW_BEACON_DELAY_SECONDS };
      await freezeUnitDraw(db, params.roundId, { subPassword: formText(form, "subPassword") }, actor(request), beacon);
      done = "frozen";
    } else {
      const origin = new URL(request.url).origin;
      const enqueue = (ids: readonly string[]) => enqueueOutbox(scope, ids);
      const input = { subPassword: formText(form, "subPassword") };
      await publishUnitDraw(db, params.roundId, input, actor(request), source, origin, enqueue);
      done = "published";
    }
    return { done, count, intent, message: undefined, errors: {} as Record<string, string>, problems: undefined };
  } catch (error) {
    const failed = failure(error);
    return data({ done: undefined, count: 0, intent, ...failed, problems: undefined }, failed.status);
  }
}

type Loaded = Route.ComponentProps["loaderData"];
type Answer = Route.ComponentProps["actionData"];

function AddUnit({ answer }: { answer: Answer }) {
  const t = useT();
  const failed = answer?.done === undefined && answer?.intent === "add" ? answer : undefined;
  const form = useValidatedForm({ schema: unitInputSchema, serverErrors: failed?.errors });
  return (
    <section className="console-section" aria-labelledby="unit-add">
      <h2 id="unit-add">{t("console.units.addHeading")}</h2>
      <IntentForm intent="add" message={failed?.message} formProps={form.formProps}>
        <TextField form={form} name="dong" label={t("console.units.dong")} maxLength={UNIT_LIMITS.name + 1} required />
        <TextField form={form} name="ho" label={t("console.units.ho")} maxLength={UNIT_LIMITS.name + 1} required />
        <TextField
          form={form}
          name="floor"
          type="number"
          inputMode="numeric"
          min={UNIT_LIMITS.floorMin}
          max={UNIT_LIMITS.floorMax}
          label={t("console.units.floor")}
          required
        />
        <SelectField
          form={form}
          name="unitType"
          label={t("console.units.unitType")}
          options={UNIT_TYPE_CODES.map((code) => ({ value: code, label: code }))}
          required
        />
        <p>
          <button type="submit" className="console-button console-button--primary">
            {t("console.units.add")}
          </button>
        </p>
      </IntentForm>
    </section>
  );
}

function ImportUnits({ roundId, answer }: { roundId: string; answer: Answer }) {
  const t = useT();
  const failed = answer?.done === undefined && answer?.intent === "import" ? answer : undefined;
  const fileError = failed?.errors?.file;
  return (
    <section className="console-section" aria-labelledby="unit-import">
      <h2 id="unit-import">{t("console.units.importHeading")}</h2>
      <p id="unit-import-hint">{t("console.units.importHint", { max: formatNumber(UNIT_LIMITS.importRows) })}</p>
      <p>
        <a href={unitTemplatePath(roundId)} download>
          {t("console.units.template")}
        </a>
      </p>
      <FormError message={failed?.message} />
      {failed?.problems && (
        <ul aria-label={t("console.units.importProblems")}>
          {failed.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="console-form">
        <input type="hidden" name="intent" value="import" />
        <div className="field">
          <label htmlFor="unit-import-file">{t("console.units.importFile")}</label>
          <input
            id="unit-import-file"
            type="file"
            name="file"
            required
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="unit-import-hint"
            aria-invalid={fileError ? true : undefined}
          />
        </div>
        <p>
          <button type="submit" className="console-button">
            {t("console.units.import")}
          </button>
        </p>
      </Form>
    </section>
  );
}

function UnitList({ loaderData, answer }: { loaderData: Loaded; answer: Answer }) {
  const t = useT();
  const frozen = Boolean(loaderData.draw);
  const columns: Column<Loaded["units"][number]>[] = [
    { header: "console.units.unit", rowHeader: true, cell: (u) => t("console.units.unitName", u) },
    { header: "console.units.floor", className: "console-num", cell: (u) => u.floor },
    { header: "console.units.unitType", cell: (u) => u.unitType },
  ];
  if (!frozen) {
    columns.push({
      header: "console.common.actions",
      cell: (u) => (
        <IntentForm intent="remove">
          <input type="hidden" name="unitId" value={u.id} />
          <button
            type="submit"
            className="console-button console-button--small"
            aria-label={t("console.units.removeOf", { unit: t("console.units.unitName", u) })}
          >
            {t("console.units.remove")}
          </button>
        </IntentForm>
      ),
    });
  }
  const failed = answer?.done === undefined && answer?.intent === "remove" ? answer.message : undefined;
  return (
    <section className="console-section" aria-labelledby="unit-list">
      <h2 id="unit-list">{t("console.units.listHeading")}</h2>
      {frozen && <p>{t("console.units.frozenNote")}</p>}
      <FormError message={failed} />
      {loaderData.units.length ? (
        <ListTable
          caption={t("console.units.listCaption", { count: formatNumber(loaderData.units.length) })}
          columns={columns}
          rows={loaderData.units}
          rowKey={(u) => u.id}
        />
      ) : (
        <p>{t("console.units.none")}</p>
      )}
    </section>
  );
}

export default function RoundUnits({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { round, draw } = loaderData;
  const done = actionData?.done;
  const drawFailed = actionData?.done === undefined && ["freeze", "publish"].includes(actionData?.intent ?? "");
  return (
    <>
      <p>
        <Link to={drawRoundPath(round.id)}>{t("console.units.back")}</Link>
      </p>
      <h1>
        {t("console.units.title")} · {t("console.draw.roundHeading", { round: round.round, title: round.title })}
      </h1>
      <p>{t("console.units.lead")}</p>
      <StatusMessage>
        {done ? t(`console.units.done_${done}`, { count: formatNumber(actionData?.count ?? 0) }) : ""}
      </StatusMessage>
      <UnitList loaderData={loaderData} answer={actionData} />
      {!draw && <AddUnit answer={actionData} />}
      {!draw && <ImportUnits roundId={round.id} answer={actionData} />}
      <UnitDrawSection
        draw={draw ?? null}
        passed={loaderData.passed}
        units={loaderData.units.length}
        delaySeconds={loaderData.delaySeconds}
        auditHref={unitAuditPath(round.id)}
        assignments={loaderData.assignments}
        message={drawFailed ? actionData?.message : undefined}
      />
    </>
  );
}
