import { data, Link } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { IntentForm } from "../../components/console/intent-form";
import { FormError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { DayList } from "../../features/contracts/contract-day-list";
import { dayParam, SLOT_LIMITS, slotInputSchema } from "../../features/contracts/contract-schema";
import {
  addSlot,
  completeContract,
  dayList,
  removeSlot,
  requireRound,
  roundSlots,
} from "../../features/contracts/contract-slots.server";
import { contractSlotsPath } from "../../features/contracts/paths";
import { drawRoundPath } from "../../features/selection/paths";
import { formText } from "../../lib/form-values";
import { formatDate, formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/contract-slots";

/** "YYYY-MM-DD HH:MM" in Asia/Seoul. */
const minutes = (at: Date) => formatDateTime(at).slice(0, 16);

/**
 * /console/application/contract-slots/:roundId (계약 예약): the round's appointment slots, a
 * form to open one, and with `?day=YYYY-MM-DD` that day's appointments to print and to mark
 * 계약 완료 (a view of personal data, audited). Plain forms: everything works without JavaScript.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, t, i18n, meta, actor } = consolePage(context, "application");
  const round = await orNotFound(requireRound(db, params.roundId));
  const slots = await roundSlots(db, round.id);
  const dayAsked = dayParam.safeParse(new URL(request.url).searchParams.get("day") ?? "");
  const day = dayAsked.success ? dayAsked.data : null;
  const entries = day ? await dayList(db, round.id, day, actor(request)) : [];
  const days = [...new Set(slots.map((s) => formatDate(s.startsAt)))];
  return {
    i18n,
    meta: meta(
      `${t("console.contractSlots.title")} · ${t("console.draw.roundHeading", { round: round.round, title: round.title })}`,
    ),
    round: { id: round.id, round: round.round, title: round.title },
    slots: slots.map((s) => ({ ...s, startsAt: minutes(s.startsAt), endsAt: minutes(s.endsAt).slice(11) })),
    days,
    day,
    entries: entries.map((e) => ({
      ...e,
      startsAt: minutes(e.startsAt).slice(11),
      endsAt: minutes(e.endsAt).slice(11),
      completedAt: e.completedAt ? minutes(e.completedAt) : null,
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

type Done = "added" | "removed" | "completed";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "application");
  const form = await readForm(request);
  const intent = formText(form, "intent");
  try {
    let done: Done;
    if (intent === "add") {
      const values = ["day", "start", "end", "place", "capacity"].map((name) => [name, formText(form, name)]);
      await addSlot(db, params.roundId, Object.fromEntries(values), actor(request));
      done = "added";
    } else if (intent === "remove") {
      await removeSlot(db, params.roundId, formText(form, "slotId"), actor(request));
      done = "removed";
    } else {
      await completeContract(db, params.roundId, formText(form, "applicationId"), actor(request));
      done = "completed";
    }
    return { done, intent, message: undefined, errors: {} as Record<string, string> };
  } catch (error) {
    const refused = failure(error);
    return data({ done: undefined, intent, ...refused }, refused.status);
  }
}

type Loaded = Route.ComponentProps["loaderData"];

function AddSlot({ errors, message }: { errors?: Record<string, string>; message?: string }) {
  const t = useT();
  // Console forms check with their schema imported as is (classic zod already rides with the console).
  const form = useValidatedForm({ schema: slotInputSchema, serverErrors: errors });
  return (
    <section className="console-section" aria-labelledby="slot-add">
      <h2 id="slot-add">{t("console.contractSlots.addHeading")}</h2>
      <IntentForm intent="add" message={message} formProps={form.formProps}>
        <TextField form={form} name="day" type="date" label={t("console.contractSlots.day")} required />
        <TextField form={form} name="start" type="time" label={t("console.contractSlots.start")} required />
        <TextField form={form} name="end" type="time" label={t("console.contractSlots.end")} required />
        <TextField
          form={form}
          name="place"
          label={t("console.contractSlots.place")}
          maxLength={SLOT_LIMITS.place}
          required
        />
        <TextField
          form={form}
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={SLOT_LIMITS.capacity}
          label={t("console.contractSlots.capacity")}
          required
        />
        <p>
          <button type="submit" className="console-button console-button--primary">
            {t("console.contractSlots.add")}
          </button>
        </p>
      </IntentForm>
    </section>
  );
}

function Slots({ loaderData, message }: { loaderData: Loaded; message?: string }) {
  const t = useT();
  const columns: Column<Loaded["slots"][number]>[] = [
    {
      header: "console.contractSlots.when",
      rowHeader: true,
      className: "console-nowrap",
      cell: (s) => `${s.startsAt}–${s.endsAt}`,
    },
    { header: "console.contractSlots.place", className: "console-break", cell: (s) => s.place },
    {
      header: "console.contractSlots.bookedOf",
      className: "console-num",
      cell: (s) =>
        t("console.contractSlots.bookedCount", { booked: formatNumber(s.booked), capacity: formatNumber(s.capacity) }),
    },
    {
      header: "console.common.actions",
      cell: (s) =>
        s.booked === 0 ? (
          <IntentForm intent="remove">
            <input type="hidden" name="slotId" value={s.id} />
            <button
              type="submit"
              className="console-button console-button--small"
              aria-label={t("console.contractSlots.removeOf", { when: s.startsAt, place: s.place })}
            >
              {t("console.contractSlots.remove")}
            </button>
          </IntentForm>
        ) : (
          <Link to={contractSlotsPath(loaderData.round.id, s.startsAt.slice(0, 10))}>
            {t("console.contractSlots.dayLink", { day: s.startsAt.slice(0, 10) })}
          </Link>
        ),
    },
  ];
  return (
    <section className="console-section" aria-labelledby="slot-list">
      <h2 id="slot-list">{t("console.contractSlots.listHeading")}</h2>
      <FormError message={message} />
      {loaderData.slots.length ? (
        <ListTable
          caption={t("console.contractSlots.listHeading")}
          captionHidden
          columns={columns}
          rows={loaderData.slots}
          rowKey={(s) => s.id}
        />
      ) : (
        <p>{t("console.contractSlots.none")}</p>
      )}
      {loaderData.days.length > 0 && (
        <nav aria-label={t("console.contractSlots.daysLabel")}>
          <ul className="console-inline-list">
            {loaderData.days.map((day) => (
              <li key={day}>
                <Link
                  to={contractSlotsPath(loaderData.round.id, day)}
                  aria-current={day === loaderData.day ? "page" : undefined}
                >
                  {t("console.contractSlots.dayLink", { day })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

export default function ContractSlots({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { round } = loaderData;
  const failed = actionData?.done === undefined ? actionData : undefined;
  return (
    <>
      <p className="no-print">
        <Link to={drawRoundPath(round.id)}>{t("console.contractSlots.back")}</Link>
      </p>
      <h1>
        {t("console.contractSlots.title")} ·{" "}
        {t("console.draw.roundHeading", { round: round.round, title: round.title })}
      </h1>
      <p className="no-print">{t("console.contractSlots.lead")}</p>
      <StatusMessage>{actionData?.done ? t(`console.contractSlots.done_${actionData.done}`) : ""}</StatusMessage>
      {loaderData.day && (
        <DayList
          day={loaderData.day}
          round={round}
          entries={loaderData.entries}
          message={failed?.intent === "complete" ? failed.message : undefined}
        />
      )}
      <div className="no-print">
        <AddSlot
          errors={failed?.intent === "add" ? failed.errors : undefined}
          message={failed?.intent === "add" ? failed.message : undefined}
        />
        <Slots loaderData={loaderData} message={failed?.intent === "remove" ? failed.message : undefined} />
      </div>
    </>
  );
}
