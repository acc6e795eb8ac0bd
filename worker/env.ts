import { type AppEnv, envSchema } from "../app/lib/env";

export type { AppEnv };

export class EnvError extends Error {}

const checked = new WeakMap<object, AppEnv>();

/** Checks the bindings and variables once per env object and caches the result. */
export function checkEnv(raw: object): AppEnv {
  const hit = checked.get(raw);
  if (hit) return hit;
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    // Names the variables only, never their values.
    const names = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new EnvError(`Invalid environment: ${names}`);
  }
  checked.set(raw, parsed.data);
  return parsed.data;
}

/**
 * Records `raw` as checked, as `env`: an env made from a checked one by swapping a binding for
 * one of the same kind (the bench's counting D1) need not be parsed again on each request.
 */
export function checkedAs<E extends object>(raw: E, env: AppEnv): E {
  checked.set(raw, env);
  return raw;
}

/** Hosts a local or test build may answer: the machine itself. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Fail closed when a local or test configuration is deployed: those use the public local
 * secrets and allow the sandbox identity provider, so they answer only requests addressed
 * to the machine itself (npm start, npm run dev, tests). Anything else (a workers.dev or
 * custom domain) gets 503 until APP_ENV is "production" with its own secrets.
 */
export function assertServableHost(env: AppEnv, url: URL): void {
  if (env.APP_ENV === "production" || LOCAL_HOSTS.has(url.hostname)) return;
  throw new EnvError(
    `APP_ENV ${env.APP_ENV} answers only localhost requests; set APP_ENV to production to serve others`,
  );
}
