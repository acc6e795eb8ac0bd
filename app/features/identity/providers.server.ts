import type { AppEnv } from "../../lib/env";
import { createKcpProvider, type KcpOptions } from "./kcp-provider.server";
import type { IdentityProvider } from "./provider";
import { sandboxProvider } from "./sandbox-provider.server";

/** The KCP settings of the environment; app/lib/env.ts guarantees them when IDENTITY_PROVIDER is kcp. */
export function kcpConfigOf(env: AppEnv) {
  const { KCP_SITE_CD, KCP_CERT_INFO, KCP_PRIVATE_KEY, KCP_API_URL, KCP_CERT_PAGE_URL } = env;
  if (!KCP_SITE_CD || !KCP_CERT_INFO || !KCP_PRIVATE_KEY || !KCP_API_URL || !KCP_CERT_PAGE_URL) {
    throw new Error("KCP settings are missing");
  }
  return {
    siteCd: KCP_SITE_CD,
    certInfo: KCP_CERT_INFO,
    privateKeyPem: KCP_PRIVATE_KEY,
    apiUrl: KCP_API_URL,
    certPageUrl: KCP_CERT_PAGE_URL,
  };
}

/** The provider IDENTITY_PROVIDER selects. Tests pass `options.fetch` to put a fake KCP behind it. */
export function identityProvider(env: AppEnv, options?: KcpOptions): IdentityProvider {
  return env.IDENTITY_PROVIDER === "kcp" ? createKcpProvider(kcpConfigOf(env), options) : sandboxProvider;
}
