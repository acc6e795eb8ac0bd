import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { type Column, ListResults } from "../../components/console/console-list";
import { FormError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, managerEditPath } from "../../features/auth/console-paths";
import { createManagerFromForm, createManagerSchema } from "../../features/managers/manager-schema";
import { createManager, listManagers } from "../../features/managers/managers.server";
import { ScopeField } from "../../features/managers/scope-field";
import { SCOPES } from "../../lib/enums";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/managers";

export async function loader({ context }: Route.LoaderArgs) {
  const { principal, db, t, i18n, meta } = consolePage(context, "manager");
  const managers = await listManagers(db);
  return {
    i18n,
    meta: meta(t("console.managers.title")),
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

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** Creates a manager (the form without JavaScript, and with it: the same schema, the same function). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "manager");
  const input = createManagerFromForm(await readForm(request));
  const values = { username: input.username, displayName: input.displayName, scope: input.scope };
  try {
    const created = await createManager(db, createManagerSchema.parse(input), actor(request));
    return redirect(`${CONSOLE_PATHS.manager}?created=${encodeURIComponent(created.username)}`);
  } catch (error) {
    const refused = failure(error);
    return data({ values, ...refused }, refused.status);
  }
}

export default function Managers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const created = params.get("created");
  const deleted = params.get("deleted");
  const form = useValidatedForm({
    schema: createManagerSchema,
    read: createManagerFromForm,
    serverErrors: actionData?.errors,
  });
  const values = actionData?.values;
  const scopeLabel = (s: (typeof SCOPES)[number]) => t(`console.scopes.${s}`);
  const columns: Column<(typeof loaderData.managers)[number]>[] = [
    {
      header: "console.managers.username",
      rowHeader: true,
      cell: (m) => (
        <>
          {m.username} {m.id === loaderData.me && t("console.managers.you")}
        </>
      ),
    },
    { header: "console.managers.displayName", cell: (m) => m.displayName },
    { header: "console.managers.scope", cell: (m) => m.scope.map(scopeLabel).join(", ") },
    {
      header: "console.managers.status",
      cell: (m) =>
        m.disabled ? (
          <span className="console-badge console-badge--off">{t("console.managers.disabled")}</span>
        ) : (
          t("console.managers.active")
        ),
    },
    { header: "console.managers.lastLogin", className: "console-nowrap", cell: (m) => m.lastLoginAt },
    {
      header: "console.managers.actions",
      cell: (m) => <Link to={managerEditPath(m.id)}>{t("console.managers.editLink", { username: m.username })}</Link>,
    },
  ];
  return (
    <>
      <h1>{t("console.managers.title")}</h1>
      <StatusMessage>
        {created && t("console.managers.created", { username: created })}
        {deleted && t("console.managers.deleted", { username: deleted })}
      </StatusMessage>
      <ListResults
        heading={{ id: "managers-list", text: t("console.managers.listHeading") }}
        columns={columns}
        rows={loaderData.managers}
        rowKey={(m) => m.id}
      />
      <section className="console-section" aria-labelledby="managers-create">
        <h2 id="managers-create">{t("console.managers.createHeading")}</h2>
        <FormError message={actionData?.message} />
        <Form method="post" className="console-form" {...form.formProps} key={JSON.stringify(values ?? {})}>
          <TextField
            form={form}
            name="username"
            label={t("console.managers.username")}
            hint={t("console.managers.usernameHint")}
            defaultValue={values?.username}
            autoComplete="off"
            required
          />
          <TextField
            form={form}
            name="displayName"
            label={t("console.managers.displayName")}
            defaultValue={values?.displayName}
            autoComplete="off"
            required
          />
          {(["password", "subPassword"] as const).map((name) => (
            <TextField
              key={name}
              form={form}
              name={name}
              type="password"
              label={t(`console.managers.${name}`)}
              hint={t(`console.managers.${name}Hint`)}
              autoComplete="new-password"
              required
            />
          ))}
          <ScopeField
            form={form}
            grantable={SCOPES.filter((s) => loaderData.myScopes.includes(s))}
            checked={values?.scope ?? ["console"]}
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
