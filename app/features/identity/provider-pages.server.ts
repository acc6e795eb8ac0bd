import { html, type Markup } from "../../lib/bare-document.server";
import { GENDERS } from "../../lib/enums";
import type { createI18n } from "../../lib/i18n/i18n.server";
import type { ProblemCode } from "./components/identity-problem";
import { REQUEST_PATH, RESPONSE_PATH, SANDBOX_PATH } from "./paths";
import { SANDBOX_CANCEL, SANDBOX_OK } from "./sandbox-identity";
import { PICK_PARAM, type SandboxPerson } from "./sandbox-people";
import type { SeededPerson } from "./sandbox-people.server";
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

/** What the sandbox's form holds until the tester changes it (or picks a seeded person). */
const SANDBOX_DEFAULTS = {
  name: "김하늘",
  birth: "19950301",
  phone: "01012345678",
  gender: "FEMALE",
  personId: "tester-1",
} as const satisfies Omit<SandboxPerson, "round" | "receiptNo">;

/** The seeded people the sandbox offers (local and test only) and the one picked, if any. */
export type SandboxPicker = { people: readonly SeededPerson[]; picked: SeededPerson | null };

const NO_PICKER: SandboxPicker = { people: [], picked: null };

const pickedText = (t: T, p: SandboxPerson) =>
  t("identity.sandbox.samples.picked", { name: p.name, personId: p.personId });

/**
 * One round's seeded people: a table whose every row has a small form. Without JavaScript it
 * opens this page again with that person filled in (PICK_PARAM); with it, the page's script
 * (sandbox-pick-script.ts) fills the form in place from the form's data attributes.
 */
function peopleTable(t: T, orderId: string, round: number, people: readonly SeededPerson[]) {
  const captionId = `sandbox-people-${round}`;
  const headers = [
    t("identity.sandbox.samples.receiptNo"),
    t("identity.sandbox.name"),
    t("identity.sandbox.birth"),
    t("identity.sandbox.phone"),
    t("identity.sandbox.personId"),
    t("identity.sandbox.samples.status"),
    t("identity.sandbox.samples.pick"),
  ];
  const rows = people.map(
    (p) =>
      html`<tr><th scope="row">${p.receiptNo}</th><td>${p.name}</td><td>${p.birth}</td><td>${p.phone}</td><td>${p.personId}</td><td data-status="${p.status}">${t(`application.status.${p.status}`)}</td><td><form method="get" action="${SANDBOX_PATH}#sandbox-form" class="sandbox-pick" data-sandbox-pick="" data-name="${p.name}" data-birth="${p.birth}" data-phone="${p.phone}" data-gender="${p.gender}" data-person-id="${p.personId}" data-picked="${pickedText(t, p)}"><input type="hidden" name="ordr_idxx" value="${orderId}"><input type="hidden" name="${PICK_PARAM}" value="${p.personId}"><button type="submit" class="button" aria-label="${t("identity.sandbox.samples.pickWho", { name: p.name, personId: p.personId })}">${t("identity.sandbox.samples.pick")}</button></form></td></tr>`,
  );
  // A named, focusable scroller, as the site's tables have (components/table-wrap.tsx).
  return html`<section class="table-wrap" aria-labelledby="${captionId}" tabindex="0"><table class="table sandbox-people-table"><caption id="${captionId}">${t("identity.sandbox.samples.caption", { round })}</caption><thead><tr>${headers.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

/** The seeded people by round, in the list's order (round 2's review samples first). */
function peopleSection(t: T, orderId: string, people: readonly SeededPerson[]) {
  const rounds = [...new Set(people.map((p) => p.round))];
  return html`<section id="sandbox-people" class="sandbox-people" aria-labelledby="sandbox-people-title"><h2 id="sandbox-people-title">${t("identity.sandbox.samples.title")}</h2><p>${t("identity.sandbox.samples.intro")}</p>${rounds.map(
    (round) =>
      peopleTable(
        t,
        orderId,
        round,
        people.filter((p) => p.round === round),
      ),
  )}</section>`;
}

/**
 * The sandbox's stand-in for KCP's window: the tester picks who they are and posts the answer
 * to the response route as KCP would. The browser's own constraint checks guard the form (with
 * or without JavaScript) and the server's schema (sandbox-identity.ts) refuses anything else.
 * Locally and in tests it also lists the seeded sample people, whose details fill the form.
 */
export function sandboxBody(
  t: T,
  order: { orderId: string; purpose: Retry["purpose"] } | null,
  { people, picked }: SandboxPicker = NO_PICKER,
): Markup {
  const v = picked ?? SANDBOX_DEFAULTS;
  const listed = people.length > 0;
  const form = order
    ? html`${listed ? html`<p><a href="#sandbox-people">${t("identity.sandbox.samples.jump")}</a></p>` : null}<p>${t("identity.sandbox.purpose")}: ${t(`identity.request.purposes.${order.purpose}`)}</p><form method="post" action="${RESPONSE_PATH}" class="form" id="sandbox-form" data-sandbox-form=""><input type="hidden" name="ordr_idxx" value="${order.orderId}">${
        listed
          ? html`<p id="sandbox-picked" class="sandbox-picked" role="status">${picked ? pickedText(t, picked) : null}</p>`
          : null
      }${[
        field("name", t("identity.sandbox.name"), html`value="${v.name}" autocomplete="off" maxlength="50"`),
        field(
          "birth",
          t("identity.sandbox.birth"),
          html`value="${v.birth}" inputmode="numeric" pattern="\\d{8}" maxlength="8"`,
          t("identity.sandbox.birthHint"),
        ),
        field(
          "phone",
          t("identity.sandbox.phone"),
          html`value="${v.phone}" type="tel" inputmode="numeric" pattern="\\d{10,11}" maxlength="11"`,
          t("identity.sandbox.phoneHint"),
        ),
      ]}<fieldset class="field choice-group"><legend>${t("identity.sandbox.gender")}</legend><div class="choices">${GENDERS.map(
        (gender) =>
          html`<label class="choice"><input type="radio" name="gender" value="${gender}" required${gender === v.gender ? html` checked` : null}><span>${t(`identity.sandbox.${gender}`)}</span></label>`,
      )}</div></fieldset>${field(
        "personId",
        t("identity.sandbox.personId"),
        html`value="${v.personId}" autocomplete="off" pattern="[A-Za-z0-9_\\-]{1,32}" maxlength="32"`,
        t("identity.sandbox.personIdHint"),
      )}<div class="form-actions"><button type="submit" name="res_cd" value="${SANDBOX_OK}" class="button button--primary">${t("identity.sandbox.submit")}</button><button type="submit" name="res_cd" value="${SANDBOX_CANCEL}" class="button" formnovalidate>${t("identity.sandbox.cancel")}</button></div></form>${
        listed ? peopleSection(t, order.orderId, people) : null
      }`
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
