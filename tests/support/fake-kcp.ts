/**
 * A fake NHN KCP for tests: its certpass endpoint (HAS, CHK, DEC) as a fetch handler that the
 * KCP provider takes in place of the network, and its verification page as a function. It
 * checks every signature with the public half of an RSA key pair made here (WebCrypto), over
 * the texts KCP.md gives, written out here on their own so a mistake in our payloads shows.
 */
import type { KcpConfig } from "../../app/features/identity/kcp-signing.server";

export const FAKE_API_URL = "https://kcp.test/std/certpass";
export const FAKE_CERT_PAGE_URL = "https://cert.kcp.test/kcp_cert/cert_view.jsp";
const SITE_CD = "AO0QE";
const CERT = "-----BEGIN CERTIFICATE-----\nMIIDfakeCERTIFICATEbody\n-----END CERTIFICATE-----\n";

/** What KCP's DEC answers about the person (step 6 of KCP.md). */
export type KcpPerson = {
  user_name: string;
  birth_day: string;
  sex_code: string;
  phone_no: string;
  ci: string;
  di: string;
  local_code?: string;
  comm_id?: string;
};

export const PERSON: KcpPerson = {
  user_name: "이서준",
  birth_day: "19990412",
  sex_code: "01",
  phone_no: "01098765432",
  ci: "CI-real-looking-value-88==",
  di: "DI-site-value-42==",
  local_code: "01",
  comm_id: "SKT",
};

/** How the fake behaves at a step: answer normally, refuse, drop the connection, hang, or answer garbage. */
export type Behaviour = "ok" | "refuse" | "network" | "hang" | "garbage";

type Body = Record<string, string>;

function pem(der: ArrayBuffer): string {
  const base64 = btoa(String.fromCharCode(...new Uint8Array(der)));
  return `-----BEGIN PRIVATE KEY-----\n${base64.match(/.{1,64}/g)?.join("\n")}\n-----END PRIVATE KEY-----\n`;
}

const base64Bytes = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const random = () => crypto.randomUUID().replace(/-/g, "");

export async function rsaPair(): Promise<CryptoKeyPair> {
  return (await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
}

export async function createFakeKcp() {
  const pair = await rsaPair();
  let verifyKey = pair.publicKey;
  const upHashes = new Map<string, string>();
  const certs = new Map<string, { orderId: string; dnHash: string; enc: string; person: KcpPerson }>();
  const calls: { ct_type: string; signed: string; signatureOk: boolean; body: Body }[] = [];
  const behaviour: Record<string, Behaviour> = { HAS: "ok", CHK: "ok", DEC: "ok" };

  const config: KcpConfig = {
    siteCd: SITE_CD,
    certInfo: CERT,
    privateKeyPem: pem(await crypto.subtle.exportKey("pkcs8", pair.privateKey)),
    apiUrl: FAKE_API_URL,
    certPageUrl: FAKE_CERT_PAGE_URL,
  };

  /** The text KCP verifies the signature over, per KCP.md. */
  function signedText(b: Body): string {
    if (b.ct_type === "HAS") return `${b.site_cd}^HAS^${b.make_req_dt}`;
    if (b.ct_type === "CHK") return `${b.site_cd}^CHK^${b.cert_no}^${b.dn_hash}`;
    return `${b.site_cd}^DEC^${b.cert_no}`;
  }

  const json = (value: object) =>
    new Response(JSON.stringify(value), { headers: { "content-type": "application/json" } });

  async function answer(b: Body): Promise<Response> {
    const signed = signedText(b);
    const signatureOk =
      typeof b.kcp_sign_data === "string" &&
      (await crypto.subtle.verify(
        "RSASSA-PKCS1-v1_5",
        verifyKey,
        base64Bytes(b.kcp_sign_data),
        new TextEncoder().encode(signed),
      ));
    calls.push({ ct_type: b.ct_type ?? "", signed, signatureOk, body: b });
    const certOk = b.kcp_cert_info === CERT.replace(/\n/g, "") && b.site_cd === SITE_CD;
    if (!signatureOk || !certOk) return json({ res_cd: "S004", res_msg: "서명 검증 실패" });
    if (behaviour[b.ct_type ?? ""] === "refuse") return json({ res_cd: "9101", res_msg: "거절" });
    if (b.ct_type === "HAS") {
      if (!/^\d{12}$/.test(b.make_req_dt ?? "") || !b.ordr_idxx) return json({ res_cd: "9102", res_msg: "요청 오류" });
      const upHash = random();
      upHashes.set(b.ordr_idxx, upHash);
      return json({ res_cd: "0000", up_hash: upHash, kcp_merchant_time: b.make_req_dt, kcp_cert_lib_ver: "fake-1" });
    }
    const cert = certs.get(b.cert_no ?? "");
    if (!cert || cert.orderId !== b.ordr_idxx) return json({ res_cd: "9103", res_msg: "인증 내역 없음" });
    if (b.ct_type === "CHK") {
      return json(cert.dnHash === b.dn_hash ? { res_cd: "0000" } : { res_cd: "9104", res_msg: "dn_hash 불일치" });
    }
    if (b.ct_type === "DEC" && cert.enc === b.enc_cert_Data) return json({ res_cd: "0000", ...cert.person });
    return json({ res_cd: "9105", res_msg: "복호화 실패" });
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url !== FAKE_API_URL || init?.method !== "POST") return new Response("not found", { status: 404 });
    const body = JSON.parse(String(init.body)) as Body;
    const how = behaviour[body.ct_type ?? ""];
    if (how === "network") throw new TypeError("Network connection lost.");
    if (how === "garbage") return new Response("<html>점검 중</html>", { status: 503 });
    if (how === "hang") {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    return answer(body);
  };

  return {
    config,
    fetch: fakeFetch,
    calls,
    behaviour,
    /** Checks signatures with another key from now on (as if ours were not the registered one). */
    verifyWith(key: CryptoKey) {
      verifyKey = key;
    },
    /**
     * KCP's page: the visitor verifies as `person`; answers what KCP posts back to Ret_URL.
     * Refuses a form without the up_hash KCP issued for that order.
     */
    certPage(form: Record<string, string>, person: KcpPerson = PERSON): Record<string, string> {
      const orderId = form.ordr_idxx ?? "";
      if (!form.up_hash || upHashes.get(orderId) !== form.up_hash) throw new Error("KCP page: unknown up_hash");
      const certNo = random();
      const dnHash = random();
      const enc = `enc-${random()}`;
      certs.set(certNo, { orderId, dnHash, enc, person });
      return {
        res_cd: "0000",
        site_cd: SITE_CD,
        ordr_idxx: orderId,
        cert_no: certNo,
        dn_hash: dnHash,
        enc_cert_data2: enc,
      };
    },
  };
}

export type FakeKcp = Awaited<ReturnType<typeof createFakeKcp>>;
