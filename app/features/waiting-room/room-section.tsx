import { IntentForm } from "../../components/console/intent-form";
import { Checkbox, TextField } from "../../components/forms/fields";
import type { ValidatedForm } from "../../components/forms/use-validated-form";
import { useT } from "../../lib/i18n/client";
import type { RoomFigures } from "./room";
import type { RoomSettingsValues } from "./room-settings-schema";

/**
 * The schedule edit page's waiting room: its settings for this round and, from the room
 * itself, how many applicants are in, waiting and admitted in the last minute.
 */
export function WaitingRoomSection({
  form,
  values,
  figures,
  message,
}: {
  form: ValidatedForm;
  values: RoomSettingsValues;
  figures: RoomFigures | null;
  message?: string;
}) {
  const t = useT();
  return (
    <section className="console-section" aria-labelledby="schedule-waiting-room">
      <h2 id="schedule-waiting-room">{t("console.schedules.waitingRoom.heading")}</h2>
      <p>{t("console.schedules.waitingRoom.intro")}</p>
      {figures ? (
        <dl className="console-dl">
          <dt>{t("console.schedules.waitingRoom.active")}</dt>
          <dd>{t("console.schedules.waitingRoom.people", { count: figures.active })}</dd>
          <dt>{t("console.schedules.waitingRoom.waiting")}</dt>
          <dd>{t("console.schedules.waitingRoom.people", { count: figures.waiting })}</dd>
          <dt>{t("console.schedules.waitingRoom.perMinute")}</dt>
          <dd>{t("console.schedules.waitingRoom.people", { count: figures.admittedLastMinute })}</dd>
        </dl>
      ) : (
        <p className="console-note">{t("console.schedules.waitingRoom.noRoom")}</p>
      )}
      <IntentForm intent="waitingRoom" message={message} formProps={form.formProps}>
        <Checkbox
          form={form}
          name="enabled"
          label={t("console.schedules.waitingRoom.enabled")}
          hint={t("console.schedules.waitingRoom.enabledHint")}
          checked={values.enabled}
        />
        <TextField
          form={form}
          name="capacity"
          label={t("console.schedules.waitingRoom.capacity")}
          hint={t("console.schedules.waitingRoom.capacityHint")}
          defaultValue={values.capacity}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextField
          form={form}
          name="idleMinutes"
          label={t("console.schedules.waitingRoom.idleMinutes")}
          hint={t("console.schedules.waitingRoom.idleMinutesHint")}
          defaultValue={values.idleMinutes}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <p>
          <button type="submit" className="console-button console-button--primary">
            {t("console.schedules.waitingRoom.save")}
          </button>
        </p>
      </IntentForm>
    </section>
  );
}
