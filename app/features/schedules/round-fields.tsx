import { Checkbox, TextField } from "../../components/forms/fields";
import type { ValidatedForm } from "../../components/forms/use-validated-form";
import { seoulInputValue } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { ROUND_MESSAGE_MAX, ROUND_MESSAGES, type RoundFormValues } from "./round-schema";

/** What the round form shows in its fields. */
export type RoundFieldValues = Omit<RoundFormValues, "round"> & { round: string };

export const EMPTY_ROUND: RoundFieldValues = {
  round: "",
  title: "",
  openAt: "",
  deadAt: "",
  shows: true,
  stops: false,
  message: { beforeOpen: "", dead: "", dead2: "", stop: "" },
};

/** A saved round in the form: its instants as Asia/Seoul wall-clock time. */
export function roundFieldValues(r: {
  round: number;
  title: string;
  shows: boolean;
  stops: boolean;
  openAt: Date | string;
  deadAt: Date | string;
  messageBeforeOpen: string;
  messageDead: string;
  messageDead2: string;
  messageStop: string;
}): RoundFieldValues {
  return {
    round: String(r.round),
    title: r.title,
    openAt: seoulInputValue(r.openAt),
    deadAt: seoulInputValue(r.deadAt),
    shows: r.shows,
    stops: r.stops,
    message: { beforeOpen: r.messageBeforeOpen, dead: r.messageDead, dead2: r.messageDead2, stop: r.messageStop },
  };
}

/** What was posted, shown again after a refusal. */
export function postedFieldValues(values: RoundFormValues): RoundFieldValues {
  return { ...values, round: String(values.round) };
}

/** The fields of the create and edit forms, in the schema's order. */
export function RoundFields({ form, values }: { form: ValidatedForm; values: RoundFieldValues }) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        name="round"
        label={t("console.schedules.fields.round")}
        hint={t("console.schedules.fields.roundHint")}
        defaultValue={values.round}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="title"
        label={t("console.schedules.fields.title")}
        hint={t("console.schedules.fields.titleHint")}
        defaultValue={values.title}
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="openAt"
        type="datetime-local"
        step={1}
        label={t("console.schedules.fields.openAt")}
        defaultValue={values.openAt}
        required
      />
      <TextField
        form={form}
        name="deadAt"
        type="datetime-local"
        step={1}
        label={t("console.schedules.fields.deadAt")}
        hint={t("console.schedules.fields.deadAtHint")}
        defaultValue={values.deadAt}
        required
      />
      <Checkbox
        form={form}
        name="shows"
        label={t("console.schedules.fields.shows")}
        hint={t("console.schedules.fields.showsHint")}
        checked={values.shows}
      />
      <Checkbox
        form={form}
        name="stops"
        label={t("console.schedules.fields.stops")}
        hint={t("console.schedules.fields.stopsHint")}
        checked={values.stops}
      />
      <fieldset className="console-fieldset">
        <legend>{t("console.schedules.fields.messagesLegend")}</legend>
        <p className="console-note">{t("console.schedules.fields.messagesIntro")}</p>
        {ROUND_MESSAGES.map((name) => (
          <TextField
            key={name}
            form={form}
            name={`message.${name}`}
            label={t(`console.schedules.fields.${name}`)}
            hint={t(`console.schedules.fields.${name}Hint`)}
            defaultValue={values.message[name]}
            multiline
            rows={3}
            maxLength={ROUND_MESSAGE_MAX}
          />
        ))}
      </fieldset>
    </>
  );
}
