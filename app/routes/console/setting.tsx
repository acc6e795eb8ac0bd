import { useEffect } from "react";
import { data, Form, redirect, useSearchParams } from "react-router";
import { auditActor } from "../../features/audit/audit.server";
import { requireConsole } from "../../features/auth/guard.server";
import { getSiteSettingsRecord, saveSiteSettings } from "../../features/settings/settings.server";
import { dbContext, langContext, scopeContext } from "../../lib/context";
import { formatDateTime } from "../../lib/format";
import { clientMessages, createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import { fieldErrors } from "../../lib/validation";
import type { Route } from "./+types/setting";
import {
  applyEdit,
  draftOf,
  parseEdit,
  readDraft,
  type ScalarName,
  type SettingsDraft,
  settingsFormSchema,
} from "./setting/form";
import { FooterInfoList, FooterLinkList, SocialLinkList } from "./setting/lists";
import { FormError, StatusMessage, TextInput } from "./ui/fields";
import { useFormCheck } from "./ui/use-form-check";
import "./ui/console-screens.css";
import { readForm } from "../../lib/read-form.server";

export async function loader({ context }: Route.LoaderArgs) {
  requireConsole(context, "setting");
  const lang = context.get(langContext);
  const record = await getSiteSettingsRecord(context.get(dbContext));
  return {
    i18n: clientMessages(lang, ["console"]),
    title: createI18n(lang).t("console.settings.title"),
    draft: draftOf(record.value),
    sample: record.sample,
    lastSaved: record.updatedBy ? { at: formatDateTime(record.updatedAt), by: record.updatedBy } : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

type Result = { draft: SettingsDraft; rev: string; focus?: string; errors: Record<string, string>; message: string };

/** "save" validates and saves; the list buttons return the edited draft unsaved. */
export async function action({ request, context }: Route.ActionArgs) {
  const principal = requireConsole(context, "setting");
  const form = await readForm(request);
  const draft = readDraft(form);
  const rev = crypto.randomUUID();
  const edit = parseEdit(String(form.get("intent") ?? ""));
  if (edit) {
    const next = applyEdit(draft, edit);
    return { draft: next.draft, focus: next.focus, rev, errors: {}, message: "" } satisfies Result;
  }
  const parsed = settingsFormSchema.safeParse(draft);
  if (!parsed.success) {
    const message = createI18n(context.get(langContext)).t("console.common.invalid");
    return data<Result>({ draft, rev, errors: fieldErrors(parsed.error), message }, 400);
  }
  const scope = context.get(scopeContext);
  await saveSiteSettings(scope.db, parsed.data, auditActor(scope, request, principal));
  return redirect("/console/setting?saved=1");
}

export default function Setting({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const draft = actionData?.draft ?? loaderData.draft;
  const { errors, onSubmit } = useFormCheck(settingsFormSchema, readDraft, actionData?.errors, ["save"]);
  const focus = actionData?.focus;
  useEffect(() => {
    if (!focus) return;
    const target = document.querySelector<HTMLElement>(`[name="${focus}"], button[value="${focus}"]`);
    target?.focus();
  }, [focus]);
  const field = (name: ScalarName, type?: "email" | "url", hint?: string) => (
    <TextInput
      name={name}
      type={type}
      label={t(`console.settings.${name}`)}
      defaultValue={String(draft[name] ?? "")}
      error={errors[name]}
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
        noValidate
        className="console-form console-form--wide"
        onSubmit={onSubmit}
        key={actionData?.rev ?? "saved"}
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
        <FooterInfoList items={draft.footerInfo} errors={errors} />
        <FooterLinkList items={draft.footerLinks} errors={errors} />
        <SocialLinkList items={draft.socialLinks} errors={errors} />
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
