import type ko from "./ko";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every dotted key to a string in T, e.g. "common.siteName". */
export type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The shape every language must fill: the Korean resources with strings widened. */
export type Messages = Widen<typeof ko>;

/** Flattens the per-file namespaces into one translation tree. */
export function flatten(messages: Messages) {
  return {
    ...messages.base,
    site: messages.site,
    forms: messages.forms,
    auth: messages.auth,
    console: messages.console,
    errors: messages.errors,
    identity: messages.identity,
    application: messages.application,
    applicant: messages.applicant,
    members: messages.members,
    center: messages.center,
    qna: messages.qna,
  };
}
