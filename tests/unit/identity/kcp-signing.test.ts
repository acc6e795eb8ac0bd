import { describe, expect, it } from "vitest";
import {
  checkRequest,
  decryptRequest,
  hashRequest,
  type KcpConfig,
  kcpRequestTime,
  oneLine,
  signingKey,
  signingPayload,
} from "../../../app/features/identity/kcp-signing.server";

async function keyPair() {
  const pair = (await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const der = Buffer.from(await crypto.subtle.exportKey("pkcs8", pair.privateKey)).toString("base64");
  return {
    pair,
    pem: `-----BEGIN PRIVATE KEY-----\n${der.match(/.{1,64}/g)?.join("\n")}\n-----END PRIVATE KEY-----\n`,
  };
}

const verifies = (key: CryptoKey, signature: string, text: string) =>
  crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, Buffer.from(signature, "base64"), new TextEncoder().encode(text));

const T0 = new Date("2026-05-10T03:04:05Z"); // 12:04:05 in Seoul
const answer = {
  site_cd: "AO0QE",
  ordr_idxx: "a".repeat(32),
  cert_no: "CN123",
  dn_hash: "DN456",
  enc_cert_data2: "ENC789",
};

describe("KCP certpass payloads (KCP.md)", () => {
  it("make_req_dt is yymmddHHMMSS in Korean time, across the date line", () => {
    expect(kcpRequestTime(T0)).toBe("260510120405");
    expect(kcpRequestTime(new Date("2026-12-31T15:00:00Z"))).toBe("270101000000");
  });

  it("signs site_cd^HAS^make_req_dt, site_cd^CHK^cert_no^dn_hash and site_cd^DEC^cert_no", () => {
    expect(signingPayload.hash("AO0QE", "260510120405")).toBe("AO0QE^HAS^260510120405");
    expect(signingPayload.check("AO0QE", "CN123", "DN456")).toBe("AO0QE^CHK^CN123^DN456");
    expect(signingPayload.decrypt("AO0QE", "CN123")).toBe("AO0QE^DEC^CN123");
  });

  it("sends the certificate on one line", () => {
    expect(oneLine("-----BEGIN CERTIFICATE-----\r\nMIIB\nAAA\n-----END CERTIFICATE-----\n")).toBe(
      "-----BEGIN CERTIFICATE-----MIIBAAA-----END CERTIFICATE-----",
    );
    expect(oneLine("-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----")).toBe(
      "-----BEGIN CERTIFICATE-----MIIB-----END CERTIFICATE-----",
    );
  });

  it("builds each request with a SHA256withRSA signature over exactly its text, from a PKCS#8 PEM key", async () => {
    const { pair, pem } = await keyPair();
    // Secrets often hold the PEM with literal "\n" for its line breaks.
    const config: KcpConfig = {
      siteCd: "AO0QE",
      certInfo: "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----",
      privateKeyPem: pem.replace(/\n/g, "\\n"),
      apiUrl: "https://stg-spl.kcp.co.kr/std/certpass",
      certPageUrl: "https://testcert.kcp.co.kr/kcp_cert/cert_view.jsp",
    };
    const key = await signingKey(config.privateKeyPem);

    const has = await hashRequest(config, key, answer.ordr_idxx, T0);
    expect(has).toEqual({
      site_cd: "AO0QE",
      kcp_cert_info: "-----BEGIN CERTIFICATE-----MIIB-----END CERTIFICATE-----",
      ordr_idxx: answer.ordr_idxx,
      ct_type: "HAS",
      web_siteid: "",
      make_req_dt: "260510120405",
      kcp_sign_data: expect.any(String),
    });
    expect(await verifies(pair.publicKey, has.kcp_sign_data, "AO0QE^HAS^260510120405")).toBe(true);
    expect(await verifies(pair.publicKey, has.kcp_sign_data, "AO0QE^HAS^260510120406")).toBe(false);

    const chk = await checkRequest(config, key, answer);
    expect(chk).toEqual({
      kcp_cert_info: has.kcp_cert_info,
      site_cd: "AO0QE",
      ordr_idxx: answer.ordr_idxx,
      cert_no: "CN123",
      dn_hash: "DN456",
      ct_type: "CHK",
      kcp_sign_data: expect.any(String),
    });
    expect(await verifies(pair.publicKey, chk.kcp_sign_data, "AO0QE^CHK^CN123^DN456")).toBe(true);

    const dec = await decryptRequest(config, key, answer);
    expect(dec).toEqual({
      kcp_cert_info: has.kcp_cert_info,
      site_cd: "AO0QE",
      ordr_idxx: answer.ordr_idxx,
      cert_no: "CN123",
      ct_type: "DEC",
      enc_cert_Data: "ENC789",
      kcp_sign_data: expect.any(String),
    });
    expect(await verifies(pair.publicKey, dec.kcp_sign_data, "AO0QE^DEC^CN123")).toBe(true);
  });

  it("refuses a key that is not PKCS#8, and does not keep the failure cached", async () => {
    await expect(signingKey("-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----")).rejects.toThrow();
    const { pem } = await keyPair();
    await expect(signingKey(pem)).resolves.toBeDefined();
  });
});
