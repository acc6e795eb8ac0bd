import { data, Link, redirect, useSearchParams } from "react-router";
import { IntentForm } from "../../components/console/intent-form";
import { StatusMessage } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, scheduleEditPath } from "../../features/auth/console-paths";
import { currentRound } from "../../features/schedules/application-window";
import { isPreviewState } from "../../features/schedules/preview-states";
import { postedFieldValues, RoundFields, roundFieldValues } from "../../features/schedules/round-fields";
import { RoundPreviewSection } from "../../features/schedules/round-preview";
import { roundPreview, stateNow } from "../../features/schedules/round-preview.server";
import { roundFromForm, roundSchema } from "../../features/schedules/round-schema";
import {
  deleteRound,
  getRoundForConsole,
  listRoundsForConsole,
  updateRound,
} from "../../features/schedules/rounds-console.server";
import { liveFigures, roomSettingsOf, saveRoomSettings } from "../../features/waiting-room/room-console.server";
import { WaitingRoomSection } from "../../features/waiting-room/room-section";
import {
  type RoomSettingsValues,
  roomSettingsFromForm,
  roomSettingsSchema,
} from "../../features/waiting-room/room-settings-schema";
import { scopeContext } from "../../lib/context";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/schedule-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The preview draws the public pages' own components with their strings.
  const { db, now, t, i18n, meta } = consolePage(context, "schedules", [
    "forms.application",
    "forms.windowNotice",
    "site.cta",
  ]);
  const round = await orNotFound(getRoundForConsole(db, params.roundId));
  const current = currentRound(await listRoundsForConsole(db), now);
  const asked = new URL(request.url).searchParams.get("preview");
  const state = stateNow(round, now);
  const room = roomSettingsOf(round);
  return {
    i18n,
    meta: meta(`${t("console.schedules.editTitle")}: ${t("console.schedules.roundValue", { round: round.round })}`),
    round: { id: round.id, round: round.round, title: round.title, shows: round.shows },
    values: roundFieldValues(round),
    applications: round.applications,
    stateNow: state,
    preview: roundPreview(round, isPreviewState(asked) ? asked : state, now),
    otherCurrent: current && current.id !== round.id ? current.round : null,
    room: {
      values: { enabled: room.enabled, capacity: String(room.capacity), idleMinutes: String(room.idleMinutes) },
      // Live, from the round's room itself (its Durable Object).
      figures: await liveFigures(context.get(scopeContext).env, round.id, now),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "schedules");
  const form = await readForm(request);
  if (form.get("intent") === "waitingRoom") {
    const input = roomSettingsFromForm(form);
    try {
      const env = context.get(scopeContext).env;
      await saveRoomSettings(env, db, params.roundId, roomSettingsSchema.parse(input), actor(request));
    } catch (error) {
      const refused = failure(error);
      const values: RoomSettingsValues = {
        enabled: input.enabled,
        capacity: String(input.capacity),
        idleMinutes: String(input.idleMinutes),
      };
      return data({ intent: "waitingRoom" as const, roomValues: values, ...refused }, refused.status);
    }
    return redirect(`${scheduleEditPath(params.roundId)}?roomSaved=1`);
  }
  const intent = form.get("intent") === "delete" ? "delete" : "update";
  const input = roundFromForm(form);
  try {
    if (intent === "delete") {
      const deleted = await deleteRound(db, params.roundId, actor(request));
      return redirect(`${CONSOLE_PATHS.schedules}?deleted=${deleted.round}`);
    }
    await updateRound(db, params.roundId, roundSchema.parse(input), actor(request));
  } catch (error) {
    const refused = failure(error);
    return data({ intent, values: postedFieldValues(input), ...refused }, refused.status);
  }
  return redirect(`${scheduleEditPath(params.roundId)}?saved=1`);
}

export default function ScheduleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { round, applications } = loaderData;
  const update = actionData?.intent === "update" ? actionData : undefined;
  const remove = actionData?.intent === "delete" ? actionData : undefined;
  const roomPost = actionData && "roomValues" in actionData ? actionData : undefined;
  const form = useValidatedForm({ schema: roundSchema, read: roundFromForm, serverErrors: update?.errors });
  const roomForm = useValidatedForm({
    schema: roomSettingsSchema,
    read: roomSettingsFromForm,
    serverErrors: roomPost?.errors,
  });
  const values = update?.values ?? loaderData.values;
  const status = actionData
    ? ""
    : params.get("created")
      ? t("console.schedules.created", { round: round.round })
      : params.get("saved")
        ? t("console.schedules.saved")
        : params.get("roomSaved")
          ? t("console.schedules.waitingRoom.saved")
          : "";
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.schedules}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.schedules.editTitle")}</h1>
      <StatusMessage>{status}</StatusMessage>
      <section className="console-section" aria-labelledby="schedule-edit">
        <h2 id="schedule-edit" lang="ko">
          {t("console.schedules.editHeading", { round: round.round, title: round.title })}
        </h2>
        <IntentForm intent="update" message={update?.message} formProps={form.formProps} key={JSON.stringify(values)}>
          <RoundFields form={form} values={values} />
          <p>
            <button type="submit" className="console-button console-button--primary">
              {t("console.schedules.save")}
            </button>
          </p>
        </IntentForm>
      </section>
      <WaitingRoomSection
        form={roomForm}
        values={roomPost?.roomValues ?? loaderData.room.values}
        figures={loaderData.room.figures}
        message={roomPost?.message}
      />
      <RoundPreviewSection
        preview={loaderData.preview}
        now={loaderData.stateNow}
        shows={round.shows}
        otherCurrent={loaderData.otherCurrent}
        href={(state) => scheduleEditPath(round.id, state)}
      />
      <section className="console-section" aria-labelledby="schedule-delete">
        <h2 id="schedule-delete">{t("console.schedules.deleteHeading")}</h2>
        <p>{t("console.schedules.deleteIntro")}</p>
        {applications > 0 && (
          <p className="console-note">{t("console.schedules.deleteBlocked", { count: applications })}</p>
        )}
        <IntentForm intent="delete" message={remove?.message}>
          <p>
            <button type="submit" className="console-button console-button--danger">
              {t("console.schedules.deleteSubmit", { round: round.round })}
            </button>
          </p>
        </IntentForm>
      </section>
    </>
  );
}
