import { data, Link, redirect, useSearchParams } from "react-router";
import { IntentForm } from "../../components/console/intent-form";
import { Checkbox, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, managerEditPath } from "../../features/auth/console-paths";
import {
  subPasswordCheckSchema,
  updateManagerFromForm,
  updateManagerSchema,
} from "../../features/managers/manager-schema";
import { changeRefusal, deleteManager, getManager, updateManager } from "../../features/managers/managers.server";
import { ScopeField } from "../../features/managers/scope-field";
import { SCOPES } from "../../lib/enums";
import { formText } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/manager-edit";

/** Your own account: only the name can change here (the form shows nothing else). */
const ownAccountFromForm = (form: FormData) => ({ displayName: formText(form, "displayName") });
const subPasswordFromForm = (form: FormData) => ({ subPassword: formText(form, "subPassword") });

export async function loader({ context, params }: Route.LoaderArgs) {
  const { principal, db, scope, t, i18n, meta } = consolePage(context, "manager", ["errors.console"]);
  const m = await orNotFound(getManager(db, params.managerId));
  return {
    i18n,
    meta: meta(`${t("console.managers.editTitle")}: ${m.username}`),
    manager: { id: m.id, username: m.username, displayName: m.displayName, scope: m.scope, disabled: m.disabled },
    self: m.id === principal.managerId,
    // The same rule the server enforces on every change: the page offers no form it would refuse.
    locked: changeRefusal(m, principal, scope.env.DEVELOPER_USERNAME),
    myScopes: principal.scope,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { principal, db, actor, failure } = consolePage(context, "manager");
  const form = await readForm(request);
  const intent = form.get("intent") === "delete" ? "delete" : "update";
  try {
    if (intent === "delete") {
      const { subPassword } = subPasswordCheckSchema.parse(subPasswordFromForm(form));
      const target = await deleteManager(db, params.managerId, subPassword, actor(request));
      return redirect(`${CONSOLE_PATHS.manager}?deleted=${encodeURIComponent(target.username)}`);
    }
    const self = params.managerId === principal.managerId;
    const input = updateManagerSchema.parse(self ? ownAccountFromForm(form) : updateManagerFromForm(form));
    await updateManager(db, params.managerId, input, actor(request));
  } catch (error) {
    const refused = failure(error);
    return data({ intent, ...refused }, refused.status);
  }
  return redirect(`${managerEditPath(params.managerId)}?saved=1`);
}

export default function ManagerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { manager: m, self, locked } = loaderData;
  const update = actionData?.intent === "update" ? actionData : undefined;
  const remove = actionData?.intent === "delete" ? actionData : undefined;
  const form = useValidatedForm({
    schema: updateManagerSchema,
    read: self ? ownAccountFromForm : updateManagerFromForm,
    serverErrors: update?.errors,
  });
  const del = useValidatedForm({
    schema: subPasswordCheckSchema,
    read: subPasswordFromForm,
    serverErrors: remove?.errors,
  });
  const grantable = SCOPES.filter((s) => loaderData.myScopes.includes(s) || m.scope.includes(s));
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.manager}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.managers.editTitle")}</h1>
      <StatusMessage>{params.get("saved") && !actionData && t("console.managers.saved")}</StatusMessage>
      <section className="console-section" aria-labelledby="manager-edit">
        <h2 id="manager-edit">{t("console.managers.editHeading", { username: m.username })}</h2>
        {self && <p className="console-note">{t("console.managers.selfNote")}</p>}
        {locked ? (
          <p className="console-note">{t(`errors.console.${locked}`)}</p>
        ) : (
          <IntentForm formProps={form.formProps} intent="update" message={update?.message}>
            <TextField
              form={form}
              name="displayName"
              label={t("console.managers.displayName")}
              defaultValue={m.displayName}
              required
            />
            {!self && (
              <>
                <ScopeField form={form} grantable={grantable} checked={m.scope} />
                <Checkbox
                  form={form}
                  name="disabled"
                  label={t("console.managers.disabledLabel")}
                  hint={t("console.managers.disabledHint")}
                  checked={m.disabled}
                />
                <TextField
                  form={form}
                  name="password"
                  type="password"
                  label={t("console.managers.newPassword")}
                  hint={t("console.managers.resetHint")}
                  autoComplete="new-password"
                />
                <TextField
                  form={form}
                  name="subPassword"
                  type="password"
                  label={t("console.managers.newSubPassword")}
                  autoComplete="new-password"
                />
                <TextField
                  form={form}
                  name="mySubPassword"
                  type="password"
                  label={t("console.managers.mySubPassword")}
                  hint={t("console.managers.mySubPasswordHint")}
                  autoComplete="off"
                />
              </>
            )}
            <p>
              <button type="submit" className="console-button console-button--primary">
                {t("console.managers.save")}
              </button>
            </p>
          </IntentForm>
        )}
      </section>
      {!self && !locked && (
        <section className="console-section" aria-labelledby="manager-delete">
          <h2 id="manager-delete">{t("console.managers.deleteHeading")}</h2>
          <p>{t("console.managers.deleteIntro")}</p>
          <IntentForm formProps={del.formProps} intent="delete" message={remove?.message}>
            <TextField
              form={del}
              name="subPassword"
              type="password"
              label={t("console.managers.mySubPassword")}
              autoComplete="off"
              required
            />
            <p>
              <button type="submit" className="console-button console-button--danger">
                {t("console.managers.deleteSubmit", { username: m.username })}
              </button>
            </p>
          </IntentForm>
        </section>
      )}
    </>
  );
}
