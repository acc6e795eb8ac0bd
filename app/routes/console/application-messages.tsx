import { data, Link, redirect, useSearchParams } from "react-router";
import { StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import {
  type MessageTemplates,
  messageTemplateSchema,
  templateChoiceSchema,
} from "../../features/application-review/message-templates";
import {
  TemplateChooser,
  TemplateForm,
  TemplateOverview,
  TemplatePreview,
  useMessageLabel,
} from "../../features/application-review/message-templates-form";
import { messageTemplatesPagePath } from "../../features/application-review/review-paths";
import { messageUrl } from "../../features/application-review/status-change.server";
import {
  effectiveTemplates,
  loadMessageTemplates,
  type MessageVars,
  messageContact,
  renderMessage,
  saveMessageTemplates,
} from "../../features/application-review/status-messages.server";
import type { MessageStatus } from "../../features/application-review/status-workflow";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { CONTRACT_PATH } from "../../features/contracts/paths";
import { formValues } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/application-messages";

type ConsoleDb = Parameters<typeof messageContact>[0];

/**
 * What a preview fills in: made-up values of the right shape, never an applicant's; a
 * password notice's time is now and its contact the one it would carry.
 */
async function sample(db: ConsoleDb, status: MessageStatus, request: Request, now: Date): Promise<MessageVars> {
  if (status === "PASSWORD_CHANGED") return { time: now, contact: await messageContact(db) };
  const origin = new URL(request.url).origin;
  if (status === "DRAW_FROZEN") {
    return {
      receipt: "H2-SAMP-LE01",
      url: messageUrl("ELIGIBLE", "0".repeat(32), origin),
      digest: "0123456789abcdef".repeat(4),
      beaconRound: 1234567,
      beaconAt: new Date(now.getTime() + 600_000),
      verifyUrl: new URL("/application/competition/2/verify", origin).href,
    };
  }
  if (status === "UNIT_ASSIGNED") {
    return { receipt: "H2-SAMP-LE01", url: new URL(CONTRACT_PATH, origin).href, unit: "101-1203" };
  }
  if (status === "CONTRACT_BOOKED" || status === "CONTRACT_REMINDER") {
    return {
      receipt: "H2-SAMP-LE01",
      url: new URL(CONTRACT_PATH, origin).href,
      appointment: new Date(now.getTime() + 7 * 86_400_000),
      // A place as a manager types it when opening a slot.
      place: "관리사무소 계약실",
    };
  }
  return {
    receipt: "H2-SAMP-LE01",
    url: messageUrl(status, "0".repeat(32), new URL(request.url).origin),
    deadline: new Date(now.getTime() + 7 * 86_400_000),
    number: 3,
  };
}

const choiceOf = (request: Request) =>
  templateChoiceSchema.parse(Object.fromEntries(new URL(request.url).searchParams));

/**
 * /console/application/notices: the e-mail and SMS the applicant gets at each status
 * (docs/product.md §12.5), per status and language: the default from the locale files or a
 * manager's own, saved in one `settings` row; a preview with sample values.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, now } = consolePage(context, "application");
  const { status, lang } = choiceOf(request);
  const templates = effectiveTemplates(await loadMessageTemplates(db));
  const { custom, ...template } = templates[status][lang];
  return {
    i18n,
    meta: meta(t("console.applicationFlow.messages.title")),
    status,
    lang,
    template,
    custom,
    overview: Object.fromEntries(
      Object.entries(templates).map(([s, byLang]) => [
        s,
        Object.fromEntries(Object.entries(byLang).map(([l, tpl]) => [l, tpl.custom])),
      ]),
    ) as Parameters<typeof TemplateOverview>[0]["custom"],
    preview: renderMessage(template, await sample(db, status, request, now), lang),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, now, actor, failure } = consolePage(context, "application");
  const { status, lang } = choiceOf(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const values = formValues(form);
  try {
    const overrides: MessageTemplates = await loadMessageTemplates(db);
    if (intent === "reset") {
      const { [lang]: _dropped, ...rest } = overrides[status] ?? {};
      await saveMessageTemplates(db, { ...overrides, [status]: rest }, actor(request));
      return redirect(`${messageTemplatesPagePath(status, lang)}&done=reset`);
    }
    const template = messageTemplateSchema(status).parse(values);
    if (intent === "preview") {
      return { values, preview: renderMessage(template, await sample(db, status, request, now), lang) };
    }
    await saveMessageTemplates(
      db,
      { ...overrides, [status]: { ...overrides[status], [lang]: template } },
      actor(request),
    );
    return redirect(`${messageTemplatesPagePath(status, lang)}&done=saved`);
  } catch (error) {
    const refused = failure(error);
    return data({ values, message: refused.message, errors: refused.errors, preview: null }, refused.status);
  }
}

export default function ApplicationNotices({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const noticeLabel = useMessageLabel();
  const [search] = useSearchParams();
  const done = actionData ? null : search.get("done");
  const label = `${noticeLabel(d.status)} · ${t(`console.applicationFlow.messages.languages.${d.lang}`)}`;
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.outbox}>{t("console.outbox.title")}</Link>
      </p>
      <h1>{t("console.applicationFlow.messages.title")}</h1>
      <StatusMessage>
        {done === "saved"
          ? t("console.applicationFlow.messages.saved", { template: label })
          : done === "reset"
            ? t("console.applicationFlow.messages.wasReset", { template: label })
            : ""}
      </StatusMessage>
      <p>{t("console.applicationFlow.messages.intro")}</p>
      <section className="console-section" aria-labelledby="notice-overview">
        <h2 id="notice-overview">{t("console.applicationFlow.messages.overviewHeading")}</h2>
        <TemplateOverview custom={d.overview} />
      </section>
      <section className="console-section" aria-labelledby="notice-edit">
        <h2 id="notice-edit">{t("console.applicationFlow.messages.editHeading", { template: label })}</h2>
        <TemplateChooser status={d.status} lang={d.lang} />
        <TemplateForm
          status={d.status}
          lang={d.lang}
          template={d.template}
          custom={d.custom}
          answer={actionData ?? undefined}
        />
      </section>
      <TemplatePreview preview={actionData?.preview ?? d.preview} posted={Boolean(actionData?.preview)} />
    </>
  );
}
