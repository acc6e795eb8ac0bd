import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { ConsoleTable } from "../../components/console/console-list";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { approveOverride, listOpenOverrides } from "../../features/publishing/publishing-overrides.server";
import { PUBLISH_TARGETS, type PublishTarget } from "../../features/publishing/publishing-targets";
import { detailMessage, type ErrorDetail } from "../../lib/domain-error";
import { errorTranslator } from "../../lib/form-failure.server";
import { formText } from "../../lib/form-values";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/publishing";

/**
 * /console/publishing: what the leak scan refused (docs/product/publishing.md), as what was
 * found where (never the data), and the approval of one by a second manager with their
 * sub-password. Any manager sees the list; the approval checks who may approve.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, lang, now, t, i18n, meta, principal } = consolePage(context, "publishing");
  const te = errorTranslator(lang);
  const rows = await listOpenOverrides(db, now);
  return {
    i18n,
    meta: meta(t("console.publishing.title")),
    items: rows.map((o) => ({
      id: o.id,
      target: (PUBLISH_TARGETS as string[]).includes(o.targetType) ? (o.targetType as PublishTarget) : null,
      findings: o.findings.map((f) => detailMessage(te, f as ErrorDetail)),
      requestedBy: o.requestedBy,
      requestedAt: formatDateTime(o.requestedAt),
      approvedBy: o.approvedBy,
      expiresAt: formatDateTime(o.expiresAt),
      own: o.requestedBy === principal.username,
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "publishing");
  const form = await readForm(request);
  const id = formText(form, "id");
  try {
    await approveOverride(db, id, formText(form, "subPassword"), actor(request));
    return redirect(`${CONSOLE_PATHS.publishing}?approved=1`);
  } catch (error) {
    const refused = failure(error);
    return data({ id, message: refused.message }, refused.status);
  }
}

export default function Publishing({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.dashboard}>{t("console.dashboard.title")}</Link>
      </p>
      <h1>{t("console.publishing.title")}</h1>
      <p>{t("console.publishing.intro")}</p>
      <StatusMessage>{params.get("approved") && !actionData && t("console.publishing.approved")}</StatusMessage>
      <FormError message={actionData?.message} />
      {d.items.length === 0 ? (
        <p>{t("console.publishing.empty")}</p>
      ) : (
        <ConsoleTable
          caption={t("console.publishing.caption", { total: formatNumber(d.items.length) })}
          headers={[
            t("console.publishing.requestedAt"),
            t("console.publishing.target"),
            t("console.publishing.findings"),
            t("console.publishing.requestedBy"),
            t("console.publishing.status"),
          ]}
        >
          {d.items.map((o) => (
            <tr key={o.id}>
              <td className="console-nowrap">{o.requestedAt}</td>
              <td>{o.target ? t(`console.publishing.targets.${o.target}`) : "-"}</td>
              <td>
                <ul>
                  {o.findings.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </td>
              <td>{o.requestedBy}</td>
              <td>
                {o.approvedBy ? (
                  t("console.publishing.approvedBy", { by: o.approvedBy, until: o.expiresAt })
                ) : o.own ? (
                  t("console.publishing.ownRequest")
                ) : (
                  <Form method="post" className="console-actions">
                    <input type="hidden" name="id" value={o.id} />
                    <label htmlFor={`sub-${o.id}`}>{t("console.publishing.subPassword")}</label>
                    <input
                      id={`sub-${o.id}`}
                      name="subPassword"
                      type="password"
                      autoComplete="current-password"
                      required
                    />
                    <button type="submit" className="console-button">
                      {t("console.publishing.approve")}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
