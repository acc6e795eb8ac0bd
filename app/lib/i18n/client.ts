import { useMemo } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { flatten, Leaves } from "../../locales/types";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/*
 * Client-safe translation: no resources are imported here. The server (i18next, see
 * ./i18n.server.ts) sends each page only its language's strings as loader data under the
 * key `i18n`; `useT()` reads them from every matched route, root first.
 */

type Translation = ReturnType<typeof flatten>;
export type Namespace =
  | "base"
  | "site"
  | "forms"
  | "auth"
  | "console"
  | "errors"
  | "identity"
  | "application"
  | "applicant"
  | "members"
  | "center"
  | "qna";
/** Part of one language's translation tree, as sent to the browser. */
export type ClientMessages = Partial<Translation>;

type Sectioned = Exclude<Namespace, "base">;
/** What a page can ship: a namespace, or one section of it ("forms.board", "errors.validation"). */
export type TranslationSection = Namespace | { [N in Sectioned]: `${N}.${keyof Translation[N] & string}` }[Sectioned];

/** Every translation key, e.g. "common.siteName" or "site.header.menu". */
export type TKey = Leaves<Translation>;
/** The keys below a prefix: `KeysUnder<"application.eligibility.reasons">` is "agePass" | "ageYoung" | …. */
export type KeysUnder<P extends string, K extends string = TKey> = K extends `${P}.${infer R}` ? R : never;
export type TVars = Record<string, string | number>;
export type TFunction = (key: TKey, vars?: TVars) => string;

/** Looks a key up in loaded messages and fills `{{name}}` placeholders; unknown → the key. */
export function translate(messages: object, key: string, vars?: TVars): string {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") return key;
  if (!vars) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function createT(messages: ClientMessages): TFunction {
  return (key, vars) => translate(messages, key, vars);
}

function messagesOf(data: unknown): ClientMessages | null {
  if (typeof data !== "object" || data === null || !("i18n" in data)) return null;
  const i18n = (data as { i18n: unknown }).i18n;
  return typeof i18n === "object" && i18n !== null ? (i18n as ClientMessages) : null;
}

const isTree = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The routes' messages, root first: a namespace two routes both send keeps the sections of
 * each (the root sends the shell's part of `site`, the home page the rest of it).
 */
export function mergeMessages(parts: readonly (ClientMessages | null)[]): ClientMessages {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    if (!part) continue;
    for (const [ns, value] of Object.entries(part)) {
      const before = merged[ns];
      merged[ns] = isTree(before) && isTree(value) ? { ...before, ...value } : value;
    }
  }
  return merged as ClientMessages;
}

/** `t` for the current page: root's shell strings plus any namespace a route loader sent. */
export function useT(): TFunction {
  const matches = useMatches();
  return useMemo(() => createT(mergeMessages(matches.map((m) => messagesOf(m.loaderData)))), [matches]);
}

/** The page language, from the root loader. */
export function useLang(): Language {
  const data = useRouteLoaderData("root") as { lang?: unknown } | undefined;
  return isLanguage(data?.lang) ? data.lang : DEFAULT_LANGUAGE;
}
