import { html, type Markup } from "../../lib/bare-document.server";
import { GENDERS } from "../../lib/enums";
import type { createI18n } from "../../lib/i18n/i18n.server";
import type { ProblemCode } from "./components/identity-problem";
import { REQUEST_PATH, RESPONSE_PATH } from "./paths";
import { SANDBOX_CANCEL, SANDBOX_OK } from "./sandbox-identity";
import type { ProviderStep } from "./verification-flow.server";
import type { Retry } from "./verification-input";

/*
 * The bodies of the two pages on the way to the identity provider, served as bare documents
 * (app/lib/bare-document.server.ts): the step that sends the browser on, and the sandbox that
 * stands in for KCP's window. Their markup and classes are those of the site's pages; a
 * problem reads as on the request and result pages (components/identity-problem.tsx).
 */

type T = ReturnType<typeof createI18n>["t"];

/** What the provider step shows: its view, or a refusal already in words (a rate limit's). */
export type ProviderStepView = ProviderStep | { state: "refused"; message: string };

const page = (className: string, content: Markup) =>
  html`<main id="main" class="provider-main"><div class="${className}">${content}</div></main>`;

/** Why the verification stopped, and the ways on: verify again and go back (when known), or home. */
function problem(t: T, { codes = [], message, retry }: { codes?: ProblemCode[]; message?: string; retry?: Retry }) {
  return html`<div class="panel panel--danger identity-problem" role="alert">${codes.map(
    (code) => html`<p data-code="${code}">${t(`errors.identity.${code}`)}</p>`,
  )}${message ? html`<p>${message}</p>` : null}</div>${
    retry
      ? html`<form method="post" action="${REQUEST_PATH}" class="form--inline"><input type="hidden" name="purpose" value="${retry.purpose}"><input type="hidden" name="returnTo" value="${retry.returnTo}"><button type="submit" class="button button--primary">${t("identity.result.retry")}</button></form>`
      : null
  }<ul class="link-list">${retry ? html`<li><a href="${retry.returnTo}">${t("identity.result.back")}</a></li>` : null}<li><a href="/">${t("identity.result.home")}</a></li></ul>`;
}

/**
 * The step's body: the form that takes the browser to the provider. Without JavaScript the
 * visitor presses its button; with it, the page's script submits it (provider-step-script.ts).
 */
export function providerStepBody(t: T, view: ProviderStepView): Markup {
  if (view.state === "ready") {
    const { form } = view;
    return page(
      "page page--narrow",
      html`<h1>${t("identity.request.redirectTitle")}</h1><p class="page-lead">${t("identity.request.redirectText")}</p><form method="${form.method}" action="${form.action}" class="form--inline" data-provider-form="">${Object.entries(
        form.fields,
      ).map(
        ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
      )}<button type="submit" class="button button--primary">${t("identity.request.continue")}</button></form>`,
    );
  }
  const stopped =
    view.state === "refused"
      ? problem(t, { message: view.message })
      : view.state === "notFound"
        ? problem(t, { codes: ["notFound"] })
        : problem(t, { codes: [view.state], retry: view.retry });
  return page("page page--narrow", html`<h1>${t("identity.request.title")}</h1>${stopped}`);
}

/** One labelled input of the sandbox's form, with its hint when it has one. */
function field(name: string, label: string, attributes: Markup, hint?: string) {
  const hintId = `sandbox-${name}-hint`;
  return html`<div class="field"><label for="sandbox-${name}">${label}</label>${
    hint ? html`<p id="${hintId}" class="field-hint">${hint}</p>` : null
  }<input id="sandbox-${name}" name="${name}" required${hint ? html` aria-describedby="${hintId}"` : null} ${attributes}></div>`;
}

/**
 * The sandbox's stand-in for KCP's window: the tester picks who they are and posts the answer
 * to the response route as KCP would. The browser's own constraint checks guard the form (with
 * or without JavaScript) and the server's schema (sandbox-identity.ts) refuses anything else.
 */
export function sandboxBody(t: T, order: { orderId: string; purpose: Retry["purpose"] } | null): Markup {
  const form = order
    ? html`<p>${t("identity.sandbox.purpose")}: ${t(`identity.request.purposes.${order.purpose}`)}</p><form method="post" action="${RESPONSE_PATH}" class="form"><input type="hidden" name="ordr_idxx" value="${order.orderId}">${[
        field("name", t("identity.sandbox.name"), html`value="김하늘" autocomplete="off" maxlength="50"`),
        field(
          "birth",
          t("identity.sandbox.birth"),
          html`value="19950301" inputmode="numeric" pattern="\\d{8}" maxlength="8"`,
          t("identity.sandbox.birthHint"),
        ),
        field(
          "phone",
          t("identity.sandbox.phone"),
          html`value="01012345678" type="tel" inputmode="numeric" pattern="\\d{10,11}" maxlength="11"`,
          t("identity.sandbox.phoneHint"),
        ),
      ]}<fieldset class="field choice-group"><legend>${t("identity.sandbox.gender")}</legend><div class="choices">${GENDERS.map(
        (gender, i) =>
          html`<label class="choice"><input type="radio" name="gender" value="${gender}" required${i === 1 ? html` checked` : null}><span>${t(`identity.sandbox.${gender}`)}</span></label>`,
      )}</div></fieldset>${field(
        "personId",
        t("identity.sandbox.personId"),
        html`value="tester-1" autocomplete="off" pattern="[A-Za-z0-9_\\-]{1,32}" maxlength="32"`,
        t("identity.sandbox.personIdHint"),
      )}<div class="form-actions"><button type="submit" name="res_cd" value="${SANDBOX_OK}" class="button button--primary">${t("identity.sandbox.submit")}</button><button type="submit" name="res_cd" value="${SANDBOX_CANCEL}" class="button" formnovalidate>${t("identity.sandbox.cancel")}</button></div></form>`
    : problem(t, { codes: ["unknown"] });
  return page(
    "page page--narrow sandbox-page",
    html`<p class="sandbox-banner" role="note">${t("identity.sandbox.banner")}</p><h1>${t("identity.sandbox.title")}</h1><p class="page-lead">${t("identity.sandbox.intro")}</p>${form}`,
  );
}

/** A page not found, as the site's error page says it: the sandbox where the provider is another. */
export function notFoundBody(t: T): Markup {
  return page(
    "page page--narrow",
    html`<h1>${t("errorPage.notFoundTitle")}</h1><p>${t("errorPage.notFound")}</p><p><a href="/">${t("errorPage.backHome")}</a></p>`,
  );
}
