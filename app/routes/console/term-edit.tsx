import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { type Column, ListTable } from "../../components/console/console-list";
import { Checkbox, FormError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, consoleItemPath } from "../../features/auth/console-paths";
import {
  publishTermVersionFromForm,
  publishTermVersionSchema,
  updateTermFromForm,
  updateTermSchema,
} from "../../features/terms/term-schema";
import { TermText } from "../../features/terms/term-text";
import {
  agreementCounts,
  getTermForConsole,
  publishTermVersion,
  updateTerm,
  versionStates,
  withdrawScheduledVersion,
} from "../../features/terms/terms-console.server";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/term-edit";
import "./managed-content.css";

const intentSchema = z.enum(["update", "publish", "withdraw"]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = consolePage(context, "terms");
  const { term, versions } = await orNotFound(getTermForConsole(db, params.termId));
  const agreed = await agreementCounts(db, term.code);
  const { state } = versionStates(versions, now);
  return {
    i18n,
    meta: meta(t("console.terms.detailTitle", { title: term.title })),
    term: { id: term.id, code: term.code, title: term.title, required: term.required },
    latestBody: versions[0]?.body ?? "",
    versions: versions.map((v) => ({
      version: v.version,
      body: v.body,
      effectiveAt: formatDateTime(v.effectiveAt),
      state: state(v),
      agreements: agreed[v.version] ?? 0,
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "terms");
  const form = await readForm(request);
  const intent = intentSchema.catch("update").parse(form.get("intent"));
  const id = params.termId;
  const here = consoleItemPath("terms", id);
  try {
    if (intent === "publish") {
      const version = await publishTermVersion(
        db,
        id,
        publishTermVersionSchema.parse(publishTermVersionFromForm(form)),
        actor(request),
      );
      return redirect(`${here}?published=${version.version}`);
    }
    if (intent === "withdraw") {
      const version = z.coerce.number().int().min(1).catch(0).parse(form.get("version"));
      await withdrawScheduledVersion(db, id, version, actor(request));
      return redirect(`${here}?withdrawn=${version}`);
    }
    await updateTerm(db, id, updateTermSchema.parse(updateTermFromForm(form)), actor(request));
    return redirect(`${here}?saved=1`);
  } catch (error) {
    const refused = failure(error);
    const values = intent === "publish" ? publishTermVersionFromForm(form) : undefined;
    return data({ intent, values, ...refused }, refused.status);
  }
}

export default function TermEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { term, versions, latestBody } = loaderData;
  const updating = actionData?.intent === "update" ? actionData : undefined;
  const publishing = actionData?.intent === "publish" ? actionData : undefined;
  const info = useValidatedForm({ schema: updateTermSchema, read: updateTermFromForm, serverErrors: updating?.errors });
  const publish = useValidatedForm({
    schema: publishTermVersionSchema,
    read: publishTermVersionFromForm,
    serverErrors: publishing?.errors,
  });
  const published = params.get("published");
  const withdrawn = params.get("withdrawn");
  const columns: Column<(typeof versions)[number]>[] = [
    { header: "console.terms.version", rowHeader: true, cell: (v) => v.version },
    { header: "console.terms.effective", className: "console-nowrap", cell: (v) => v.effectiveAt },
    {
      header: "console.terms.state",
      cell: (v) => (
        <span
          className={`managed-label managed-label--${v.state === "inForce" ? "done" : v.state === "scheduled" ? "waiting" : "off"}`}
        >
          {t(`console.terms.states.${v.state}`)}
        </span>
      ),
    },
    { header: "console.terms.agreements", className: "console-num", cell: (v) => formatNumber(v.agreements) },
    {
      header: "console.terms.body",
      cell: (v) => (
        <>
          <details>
            <summary>{t("console.terms.showBody", { version: v.version })}</summary>
            <TermText body={v.body} lang="ko" />
          </details>
          {v.state === "scheduled" && v.version === versions[0]?.version && (
            <Form method="post" className="managed-inline">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="version" value={v.version} />
              <button type="submit" className="console-button console-button--small">
                {t("console.terms.withdraw", { version: v.version })}
              </button>
            </Form>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.terms}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.terms.detailTitle", { title: term.title })}</h1>
      <StatusMessage>
        {!actionData && params.get("done") === "created" && t("console.terms.created")}
        {!actionData && params.get("saved") && t("console.terms.saved")}
        {!actionData && published && t("console.terms.published", { version: published })}
        {!actionData && withdrawn && t("console.terms.withdrawn", { version: withdrawn })}
      </StatusMessage>
      <FormError message={actionData?.intent === "withdraw" ? actionData.message : undefined} />
      <section className="console-section" aria-labelledby="term-info">
        <h2 id="term-info">{t("console.terms.infoHeading")}</h2>
        <dl className="managed-facts">
          <dt>{t("console.terms.code")}</dt>
          <dd>
            <code>{term.code}</code>
          </dd>
        </dl>
        <FormError message={updating?.message} />
        <Form method="post" className="managed-form" {...info.formProps}>
          <input type="hidden" name="intent" value="update" />
          <TextField
            form={info}
            name="title"
            label={t("console.terms.termTitle")}
            defaultValue={term.title}
            maxLength={100}
            required
          />
          <Checkbox form={info} name="required" label={t("console.terms.requiredLabel")} checked={term.required} />
          <p>
            <button type="submit" className="console-button console-button--primary">
              {t("console.common.save")}
            </button>
          </p>
        </Form>
      </section>
      <section className="console-section" aria-labelledby="term-publish">
        <h2 id="term-publish">{t("console.terms.publishHeading")}</h2>
        <p>{t("console.terms.publishIntro")}</p>
        <FormError message={publishing?.message} />
        <Form method="post" className="managed-form" {...publish.formProps}>
          <input type="hidden" name="intent" value="publish" />
          <TextField
            form={publish}
            name="body"
            label={t("console.terms.body")}
            hint={t("console.terms.bodyHint")}
            defaultValue={publishing?.values?.body ?? latestBody}
            multiline
            rows={14}
            required
          />
          <TextField
            form={publish}
            name="effectiveAt"
            type="datetime-local"
            label={t("console.terms.effectiveAt")}
            hint={t("console.terms.effectiveAtHint")}
            defaultValue={publishing?.values?.effectiveAt}
          />
          <p>
            <button type="submit" className="console-button console-button--primary">
              {t("console.terms.publish")}
            </button>
          </p>
        </Form>
      </section>
      <section className="console-section" aria-labelledby="term-versions">
        <h2 id="term-versions">{t("console.terms.versionsHeading")}</h2>
        <p className="field-hint">{t("console.terms.agreementsHint")}</p>
        <ListTable
          caption={t("console.terms.versionsHeading")}
          captionHidden
          columns={columns}
          rows={versions}
          rowKey={(v) => String(v.version)}
        />
      </section>
    </>
  );
}
