import { LANGUAGE_HEADER, type Language } from "./i18n/languages";

/*
 * The browser's way to call the public API: JSON in and out, the chosen language in the
 * `x-language` header (docs/product.md §7.1), and the API's error shape `{ message, errors? }` turned
 * into an ApiClientError.
 */

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

export type ApiRequest = {
  lang: Language;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

function errorOf(status: number, body: unknown): ApiClientError {
  const shape = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; errors?: unknown };
  const message = typeof shape.message === "string" ? shape.message : `HTTP ${status}`;
  const errors =
    typeof shape.errors === "object" && shape.errors !== null ? (shape.errors as Record<string, string>) : {};
  return new ApiClientError(status, message, errors);
}

/** Calls `/api/...`; resolves with the parsed JSON body or rejects with ApiClientError. */
export async function apiFetch<T>(path: string, { lang, method = "GET", body, signal }: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", [LANGUAGE_HEADER]: lang };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    credentials: "same-origin",
  });
  const parsed: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw errorOf(response.status, parsed);
  return parsed as T;
}
