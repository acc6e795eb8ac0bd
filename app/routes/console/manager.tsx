import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { adminFailure } from "../../features/admin/admin-form.server";
import { requireConsole } from "../../features/auth/guard.server";
import { createManagerFromForm, createManagerSchema } from "../../features/managers/manager-schema";
import { adminActorOf, createManager, listManagers } from "../../features/managers/managers.server";
import { dbContext, langContext, scopeContext } from "../../lib/context";
import { SCOPES } from "../../lib/enums";
import { formatDateTime } from "../../lib/format";
import { clientMessages, createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import { fieldErrors } from "../../lib/validation";
import type { Route } from "./+types/manager";
import { CheckboxGroup, FormError, StatusMessage, TextInput } from "./ui/fields";
import { useFormCheck } from "./ui/use-form-check";
import "./ui/console-screens.css";
import { readForm } from "../../lib/read-form.server";

export async function loader({ context }: Route.LoaderArgs) {
  const principal = requireConsole(context, "manager");
  const lang = context.get(langContext);
  const managers = await listManagers(context.get(dbContext));
  return {
    i18n: clientMessages(lang, ["console"]),
    title: createI18n(lang).t("console.managers.title"),
    me: principal.managerId,
    myScopes: principal.scope,
    managers: managers.map((m) => ({
      id: m.id,
      username: m.username,
      displayName: m.displayName,
      scope: m.scope,
      disabled: m.disabled,
      lastLoginAt: formatDateTime(m.lastLoginAt),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

/** Creates a manager (the form without JavaScript, and with it: the same schema, the same function). */
export async function action({ request, context }: Route.ActionArgs) {
  const principal = requireConsole(context, "manager");
  const input = createManagerFromForm(await readForm(request));
  const values = { username: input.username, displayName: input.displayName, scope: input.scope };
  const parsed = createManagerSchema.safeParse(input);
  if (!parsed.success) return data({ values, message: "", errors: fieldErrors(parsed.error) }, 400);
  const scope = context.get(scopeContext);
  try {
    await createManager(scope.db, parsed.data, adminActorOf(scope, request, principal));
  } catch (error) {
    const { status, failure } = adminFailure(error, context.get(langContext));
    return data({ values, ...failure }, status);
  }
  return redirect(`/console/manager?created=${encodeURIComponent(parsed.data.username)}`);
}

export default function Managers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const created = params.get("created");
  const deleted = params.get("deleted");
  const { errors, onSubmit } = useFormCheck(createManagerSchema, createManagerFromForm, actionData?.errors);
  const values = actionData?.values;
  const scopeLabel = (s: (typeof SCOPES)[number]) => t(`console.scopes.${s}`);
  return (
    <>
      <h1>{t("console.managers.title")}</h1>
      <StatusMessage>
        {created && t("console.managers.created", { username: created })}
        {deleted && t("console.managers.deleted", { username: deleted })}
      </StatusMessage>
      <section className="console-section" aria-labelledby="managers-list">
        <h2 id="managers-list">{t("console.managers.listHeading")}</h2>
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t("console.managers.username")}</th>
                <th scope="col">{t("console.managers.displayName")}</th>
                <th scope="col">{t("console.managers.scope")}</th>
                <th scope="col">{t("console.managers.status")}</th>
                <th scope="col">{t("console.managers.lastLogin")}</th>
                <th scope="col">{t("console.managers.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.managers.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    {m.username} {m.id === loaderData.me && t("console.managers.you")}
                  </th>
                  <td>{m.displayName}</td>
                  <td>{m.scope.map(scopeLabel).join(", ")}</td>
                  <td>
                    {m.disabled ? (
                      <span className="console-badge console-badge--off">{t("console.managers.disabled")}</span>
                    ) : (
                      t("console.managers.active")
                    )}
                  </td>
                  <td className="console-nowrap">{m.lastLoginAt}</td>
                  <td>
                    <Link to={`/console/manager/${m.id}`}>
                      {t("console.managers.editLink", { username: m.username })}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="console-section" aria-labelledby="managers-create">
        <h2 id="managers-create">{t("console.managers.createHeading")}</h2>
        <FormError message={actionData?.message} />
        <Form method="post" noValidate className="console-form" onSubmit={onSubmit} key={JSON.stringify(values ?? {})}>
          <TextInput
            name="username"
            label={t("console.managers.username")}
            hint={t("console.managers.usernameHint")}
            defaultValue={values?.username}
            error={errors.username}
            autoComplete="off"
            required
          />
          <TextInput
            name="displayName"
            label={t("console.managers.displayName")}
            defaultValue={values?.displayName}
            error={errors.displayName}
            autoComplete="off"
            required
          />
          <TextInput
            name="password"
            type="password"
            label={t("console.managers.password")}
            hint={t("console.managers.passwordHint")}
            error={errors.password}
            autoComplete="new-password"
            required
          />
          <TextInput
            name="subPassword"
            type="password"
            label={t("console.managers.subPassword")}
            hint={t("console.managers.subPasswordHint")}
            error={errors.subPassword}
            autoComplete="new-password"
            required
          />
          <CheckboxGroup
            name="scope"
            legend={t("console.managers.scope")}
            hint={t("console.managers.scopeHint")}
            options={SCOPES.filter((s) => loaderData.myScopes.includes(s)).map((s) => ({
              value: s,
              label: scopeLabel(s),
            }))}
            checked={values?.scope ?? ["console"]}
            error={errors.scope ?? Object.entries(errors).find(([k]) => k.startsWith("scope."))?.[1]}
          />
          <p>
            <button type="submit" className="console-button console-button--primary">
              {t("console.managers.create")}
            </button>
          </p>
        </Form>
      </section>
    </>
  );
}
