import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { AdminError } from "../../features/admin/admin-error";
import { adminFailure } from "../../features/admin/admin-form.server";
import { requireConsole } from "../../features/auth/guard.server";
import {
  subPasswordCheckSchema,
  updateManagerFromForm,
  updateManagerSchema,
} from "../../features/managers/manager-schema";
import {
  adminActorOf,
  changeRefusal,
  deleteManager,
  getManager,
  updateManager,
} from "../../features/managers/managers.server";
import { dbContext, envContext, langContext, scopeContext } from "../../lib/context";
import { SCOPES } from "../../lib/enums";
import { clientMessages, createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import { fieldErrors } from "../../lib/validation";
import type { Route } from "./+types/manager-edit";
import { Checkbox, CheckboxGroup, FormError, StatusMessage, TextInput } from "./ui/fields";
import { useFormCheck } from "./ui/use-form-check";
import "./ui/console-screens.css";
import { readForm } from "../../lib/read-form.server";

async function findManager(context: Route.LoaderArgs["context"], id: string) {
  try {
    return await getManager(context.get(dbContext), id);
  } catch (error) {
    if (error instanceof AdminError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const principal = requireConsole(context, "manager");
  const lang = context.get(langContext);
  const m = await findManager(context, params.managerId);
  const developer = context.get(envContext).DEVELOPER_USERNAME;
  return {
    i18n: clientMessages(lang, ["console"]),
    title: `${createI18n(lang).t("console.managers.editTitle")}: ${m.username}`,
    manager: { id: m.id, username: m.username, displayName: m.displayName, scope: m.scope, disabled: m.disabled },
    self: m.id === principal.managerId,
    // The same rule the server enforces on every change: the page offers no form it would refuse.
    locked: changeRefusal(m, principal, developer),
    myScopes: principal.scope,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

type Result = { intent: "update" | "delete"; message: string; errors: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const principal = requireConsole(context, "manager");
  const form = await readForm(request);
  const intent = form.get("intent") === "delete" ? "delete" : "update";
  const scope = context.get(scopeContext);
  const { db } = scope;
  const actor = adminActorOf(scope, request, principal);
  const fail = (status: number, r: Omit<Result, "intent">) => data<Result>({ intent, ...r }, status);
  try {
    if (intent === "delete") {
      const parsed = subPasswordCheckSchema.safeParse({ subPassword: form.get("subPassword") ?? "" });
      if (!parsed.success) return fail(400, { message: "", errors: fieldErrors(parsed.error) });
      const target = await deleteManager(db, params.managerId, parsed.data.subPassword, actor);
      return redirect(`/console/manager?deleted=${encodeURIComponent(target.username)}`);
    }
    const raw = updateManagerFromForm(form);
    // Your own account: only the name can change here (the form shows nothing else).
    const input = params.managerId === principal.managerId ? { displayName: raw.displayName } : raw;
    const parsed = updateManagerSchema.safeParse(input);
    if (!parsed.success) return fail(400, { message: "", errors: fieldErrors(parsed.error) });
    await updateManager(db, params.managerId, parsed.data, actor);
  } catch (error) {
    const { status, failure } = adminFailure(error, context.get(langContext));
    return fail(status, failure);
  }
  return redirect(`/console/manager/${params.managerId}?saved=1`);
}

export default function ManagerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { manager: m, self, locked } = loaderData;
  const update = actionData?.intent === "update" ? actionData : undefined;
  const remove = actionData?.intent === "delete" ? actionData : undefined;
  const { errors, onSubmit } = useFormCheck(updateManagerSchema, updateManagerFromForm, update?.errors);
  const del = useFormCheck(
    subPasswordCheckSchema,
    (f) => ({ subPassword: f.get("subPassword") ?? "" }),
    remove?.errors,
  );
  const grantable = SCOPES.filter((s) => loaderData.myScopes.includes(s) || m.scope.includes(s));
  return (
    <>
      <p>
        <Link to="/console/manager">{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.managers.editTitle")}</h1>
      <StatusMessage>{params.get("saved") && !actionData && t("console.managers.saved")}</StatusMessage>
      <section className="console-section" aria-labelledby="manager-edit">
        <h2 id="manager-edit">{t("console.managers.editHeading", { username: m.username })}</h2>
        {self && <p className="console-note">{t("console.managers.selfNote")}</p>}
        {locked ? (
          <p className="console-note">{t(`console.errors.${locked}`)}</p>
        ) : (
          <>
            <FormError message={update?.message} />
            <Form method="post" noValidate className="console-form" onSubmit={self ? undefined : onSubmit}>
              <input type="hidden" name="intent" value="update" />
              <TextInput
                name="displayName"
                label={t("console.managers.displayName")}
                defaultValue={m.displayName}
                error={errors.displayName}
                required
              />
              {!self && (
                <>
                  <CheckboxGroup
                    name="scope"
                    legend={t("console.managers.scope")}
                    hint={t("console.managers.scopeHint")}
                    options={grantable.map((s) => ({ value: s, label: t(`console.scopes.${s}`) }))}
                    checked={m.scope}
                    error={errors.scope}
                  />
                  <Checkbox
                    name="disabled"
                    label={t("console.managers.disabledLabel")}
                    hint={t("console.managers.disabledHint")}
                    defaultChecked={m.disabled}
                    error={errors.disabled}
                  />
                  <TextInput
                    name="password"
                    type="password"
                    label={t("console.managers.newPassword")}
                    hint={t("console.managers.resetHint")}
                    error={errors.password}
                    autoComplete="new-password"
                  />
                  <TextInput
                    name="subPassword"
                    type="password"
                    label={t("console.managers.newSubPassword")}
                    error={errors.subPassword}
                    autoComplete="new-password"
                  />
                </>
              )}
              <p>
                <button type="submit" className="console-button console-button--primary">
                  {t("console.managers.save")}
                </button>
              </p>
            </Form>
          </>
        )}
      </section>
      {!self && !locked && (
        <section className="console-section" aria-labelledby="manager-delete">
          <h2 id="manager-delete">{t("console.managers.deleteHeading")}</h2>
          <p>{t("console.managers.deleteIntro")}</p>
          <FormError message={remove?.message} />
          <Form method="post" noValidate className="console-form" onSubmit={del.onSubmit}>
            <input type="hidden" name="intent" value="delete" />
            <TextInput
              name="subPassword"
              type="password"
              label={t("console.managers.mySubPassword")}
              error={del.errors.subPassword}
              autoComplete="off"
              required
            />
            <p>
              <button type="submit" className="console-button console-button--danger">
                {t("console.managers.deleteSubmit", { username: m.username })}
              </button>
            </p>
          </Form>
        </section>
      )}
    </>
  );
}
