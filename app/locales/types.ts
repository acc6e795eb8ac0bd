import type ko from "./ko";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

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
    identity: messages.identity,
  };
}
