/**
 * NHN KCP certpass requests and their signatures, as /work/shared/KCP.md describes them:
 * each request is signed SHA256withRSA (WebCrypto RSASSA-PKCS1-v1_5 with SHA-256) with the
 * site's private key over `^`-joined fields, and carries the site's certificate on one line.
 */

/** The site's KCP settings (app/lib/env.ts requires them all when IDENTITY_PROVIDER is kcp). */
export type KcpConfig = {
  siteCd: string;
  /** The site's KCP certificate (PEM); sent as one line. */
  certInfo: string;
  /** The site's private key, unencrypted PKCS#8 PEM. */
  privateKeyPem: string;
  /** The certpass endpoint (HAS, CHK, DEC). */
  apiUrl: string;
  /** KCP's verification page the browser posts to (cert_view.jsp). */
  certPageUrl: string;
};

/** What KCP posts back to Ret_URL (the fields we use). */
export type KcpAnswer = {
  site_cd: string;
  ordr_idxx: string;
  cert_no: string;
  dn_hash: string;
  enc_cert_data2: string;
};

const SEOUL_OFFSET_MS = 9 * 3_600_000; // Korea keeps no daylight saving time.

/** `make_req_dt`: yymmddHHMMSS in Korean time. */
export function kcpRequestTime(now: Date): string {
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString(); // 2026-03-02T10:00:00.000Z
  return seoul.slice(2, 19).replace(/[-T:]/g, "");
}

/** The signed text of each request type. */
export const signingPayload = {
  hash: (siteCd: string, makeReqDt: string) => `${siteCd}^HAS^${makeReqDt}`,
  check: (siteCd: string, certNo: string, dnHash: string) => `${siteCd}^CHK^${certNo}^${dnHash}`,
  decrypt: (siteCd: string, certNo: string) => `${siteCd}^DEC^${certNo}`,
};

/** The certificate as KCP wants it in `kcp_cert_info`: the PEM on one line. */
export function oneLine(pem: string): string {
  return pem.replace(/\\n/g, "\n").replace(/\r?\n/g, "");
}

function pemBody(pem: string): Uint8Array<ArrayBuffer> {
  // Secrets are often stored with literal "\n" for line breaks.
  const base64 = pem
    .replace(/\\n/g, "\n")
    .replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "")
    .replace(/\s+/g, "");
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const keys = new Map<string, Promise<CryptoKey>>();

/** The signing key, imported once per isolate. */
export function signingKey(privateKeyPem: string): Promise<CryptoKey> {
  let key = keys.get(privateKeyPem);
  if (!key) {
    key = crypto.subtle.importKey(
      "pkcs8",
      pemBody(privateKeyPem),
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      false,
      ["sign"],
    );
    // A bad key must not stay cached as a rejected promise.
    key.catch(() => keys.delete(privateKeyPem));
    keys.set(privateKeyPem, key);
  }
  return key;
}

/** `kcp_sign_data`: base64 of the RSA signature over the payload's UTF-8 bytes. */
export async function sign(key: CryptoKey, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, new TextEncoder().encode(payload));
  return btoa(String.fromCharCode(...new Uint8Array(signature)));
}

/** Step 1: ask for the `up_hash` of our order. */
export async function hashRequest(config: KcpConfig, key: CryptoKey, orderId: string, now: Date) {
  const makeReqDt = kcpRequestTime(now);
  return {
    site_cd: config.siteCd,
    kcp_cert_info: oneLine(config.certInfo),
    ordr_idxx: orderId,
    ct_type: "HAS",
    web_siteid: "",
    make_req_dt: makeReqDt,
    kcp_sign_data: await sign(key, signingPayload.hash(config.siteCd, makeReqDt)),
  };
}

/** Step 4: have KCP confirm the answer's dn_hash. */
export async function checkRequest(config: KcpConfig, key: CryptoKey, answer: KcpAnswer) {
  return {
    kcp_cert_info: oneLine(config.certInfo),
    site_cd: answer.site_cd,
    ordr_idxx: answer.ordr_idxx,
    cert_no: answer.cert_no,
    dn_hash: answer.dn_hash,
    ct_type: "CHK",
    kcp_sign_data: await sign(key, signingPayload.check(answer.site_cd, answer.cert_no, answer.dn_hash)),
  };
}

/** Step 5: have KCP decrypt the identity (`enc_cert_Data` is KCP's spelling). */
export async function decryptRequest(config: KcpConfig, key: CryptoKey, answer: KcpAnswer) {
  return {
    kcp_cert_info: oneLine(config.certInfo),
    site_cd: answer.site_cd,
    ordr_idxx: answer.ordr_idxx,
    cert_no: answer.cert_no,
    ct_type: "DEC",
    enc_cert_Data: answer.enc_cert_data2,
    kcp_sign_data: await sign(key, signingPayload.decrypt(answer.site_cd, answer.cert_no)),
  };
}
