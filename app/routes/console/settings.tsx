import { useEffect } from "react";
import { data, Form, redirect, useSearchParams } from "react-router";
import { FormError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { getSiteSettingsRecord, saveSiteSettings } from "../../features/settings/settings.server";
import {
  applyEdit,
  draftOf,
  parseEdit,
  readDraft,
  type ScalarName,
  type SettingsDraft,
  settingsFormSchema,
} from "../../features/settings/settings-form";
import { FooterInfoList, FooterLinkList, SocialLinkList } from "../../features/settings/settings-lists";
import type { ActionResult } from "../../lib/action-result";
import { refusal } from "../../lib/form-failure.server";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "setting");
  const record = await getSiteSettingsRecord(db);
  return {
    i18n,
    meta: meta(t("console.settings.title")),
    draft: draftOf(record.value),
    sample: record.sample,
    lastSaved: record.updatedBy ? { at: formatDateTime(record.updatedAt), by: record.updatedBy } : null,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** What the form shows next: the draft, a key that remounts the form, the control to focus. */
type Shown = { draft: SettingsDraft; rev: string; focus?: string };

/** "save" validates and saves; the list buttons return the edited draft unsaved. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "setting");
  const form = await readForm(request);
  const draft = readDraft(form);
  const rev = crypto.randomUUID();
  const edit = parseEdit(String(form.get("intent") ?? ""));
  if (edit) {
    const next = applyEdit(draft, edit);
    const shown: ActionResult<Shown> = { ok: true, values: { draft: next.draft, focus: next.focus, rev } };
    return shown;
  }
  try {
    await saveSiteSettings(db, settingsFormSchema.parse(draft), actor(request));
  } catch (error) {
    const refused = failure(error);
    return data<ActionResult<Shown>>(refusal(refused, { values: { draft, rev } }), refused.status);
  }
  return redirect(`${CONSOLE_PATHS.setting}?saved=1`);
}

export default function Setting({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const draft = actionData?.values?.draft ?? loaderData.draft;
  const form = useValidatedForm({
    schema: settingsFormSchema,
    read: readDraft,
    result: actionData,
    checkedIntents: ["save"],
  });
  const focus = actionData?.values?.focus;
  useEffect(() => {
    if (!focus) return;
    const target = document.querySelector<HTMLElement>(`[name="${focus}"], button[value="${focus}"]`);
    target?.focus();
  }, [focus]);
  const field = (name: ScalarName, type?: "email" | "url", hint?: string) => (
    <TextField
      form={form}
      name={name}
      type={type}
      label={t(`console.settings.${name}`)}
      defaultValue={String(draft[name] ?? "")}
      hint={hint}
      required={name !== "surveyUrl"}
    />
  );
  return (
    <>
      <h1>
        {t("console.settings.title")}{" "}
        {loaderData.sample && <span className="console-badge console-badge--sample">{t("console.common.sample")}</span>}
      </h1>
      {loaderData.sample && <p className="console-note">{t("console.settings.sampleNote")}</p>}
      {loaderData.lastSaved && <p>{t("console.settings.lastSaved", loaderData.lastSaved)}</p>}
      <StatusMessage>{params.get("saved") && !actionData && t("console.settings.saved")}</StatusMessage>
      <FormError message={actionData?.message} />
      <Form
        method="post"
        className="console-form console-form--wide"
        {...form.formProps}
        key={actionData?.values?.rev ?? "saved"}
      >
        {/* The default button: Enter in a field saves instead of pressing the first row's tools. */}
        <button type="submit" name="intent" value="save" hidden />
        <fieldset className="console-fieldset">
          <legend>{t("console.settings.identityHeading")}</legend>
          {field("complexName")}
          {field("operatorName")}
          {field("representative")}
          {field("businessNumber", undefined, t("console.settings.businessNumberHint"))}
          {field("phone")}
          {field("email", "email")}
          {field("address")}
          {field("copyright")}
        </fieldset>
        <FooterInfoList items={draft.footerInfo} form={form} />
        <FooterLinkList items={draft.footerLinks} form={form} />
        <SocialLinkList items={draft.socialLinks} form={form} />
        <fieldset className="console-fieldset">
          <legend>{t("console.settings.surveyHeading")}</legend>
          {field("surveyUrl", "url", t("console.settings.surveyHint"))}
        </fieldset>
        <p>
          <button type="submit" name="intent" value="save" className="console-button console-button--primary">
            {t("console.settings.save")}
          </button>
        </p>
      </Form>
    </>
  );
}
