import { describe, expect, it } from "vitest";
import { answerOrigins, providerFormActions } from "../../../app/features/identity/identity-routes.server";
import { isSafeReturnPath, returnUrl, startPath } from "../../../app/features/identity/verification-input";
import { checkEnv } from "../../../worker/env";
import { contentSecurityPolicy, isPrivatePath } from "../../../worker/security-headers";

const KCP = {
  DB: {},
  FILES: {},
  IDENTITY_PROVIDER: "kcp",
  KCP_SITE_CD: "AO0QE",
  KCP_CERT_INFO: "-----BEGIN CERTIFICATE-----MIIB-----END CERTIFICATE-----",
  KCP_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----",
  KCP_API_URL: "https://stg-spl.kcp.co.kr/std/certpass",
  KCP_CERT_PAGE_URL: "https://testcert.kcp.co.kr/kcp_cert/cert_view.jsp",
};

describe("return paths", () => {
  it("takes only same-site paths with one leading slash", () => {
    for (const ok of [
      "/",
      "/form/application",
      "/application/inquiry/abc?tab=2#top",
      "/search?q=%ED%95%98",
      "/search?next=%2F%2Fx",
      "/.well-known/x",
      "/a/.../b",
    ]) {
      expect(isSafeReturnPath(ok), ok).toBe(true);
    }
    for (const bad of [
      "",
      "form/application",
      "//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      " /form",
      "/form application",
      "/form\napplication",
      "/form\tx",
      "/하늘",
      `/${"a".repeat(512)}`,
    ]) {
      expect(isSafeReturnPath(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("refuses a path that leaves through dot segments, raw or percent-encoded, or hides a separator", () => {
    for (const bad of [
      "/..//example.org/",
      "/../example.org",
      "/./x",
      "/a/../..//example.org",
      "/a/..",
      "/%2e%2e//example.org/",
      "/%2E%2E//example.org/",
      "/.%2e//example.org/",
      "/%2e//example.org/",
      "/a%2Fb",
      "/%2f%2fexample.org",
      "/%5cexample.org",
      "/%5C%5Cexample.org",
      "/..//example.org/?x=1#y",
    ]) {
      expect(isSafeReturnPath(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("never writes a return path that a browser reads as another host, even one stored before the rule", () => {
    const id = "0123456789abcdef0123456789abcdef";
    for (const stored of ["/..//example.org/", "/%2e%2e//example.org/", "//example.org/"]) {
      const to = returnUrl(stored, id);
      expect(to, stored).toBe(`/?verification=${id}`);
    }
  });

  it("adds the verification id to the return path's own query", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(returnUrl("/form/application", id)).toBe(`/form/application?verification=${id}`);
    expect(returnUrl("/form/application?step=2#identity", id)).toBe(
      `/form/application?step=2&verification=${id}#identity`,
    );
    expect(returnUrl("/x?verification=forged", id)).toBe(`/x?verification=${id}`);
    expect(startPath("inquiry", "/application/inquiry?x=1")).toBe(
      "/common/kcp/cert/request?purpose=inquiry&returnTo=%2Fapplication%2Finquiry%3Fx%3D1",
    );
  });
});

describe("the worker's identity routing", () => {
  const kcp = checkEnv(KCP);
  const sandbox = checkEnv({ DB: {}, FILES: {}, IDENTITY_PROVIDER: "sandbox" });

  it("lets only the provider step post forms to KCP's page", () => {
    expect(providerFormActions(kcp, "/common/kcp/cert/provider")).toEqual(["https://testcert.kcp.co.kr"]);
    expect(providerFormActions(kcp, "/Common/KCP/cert/provider/")).toEqual(["https://testcert.kcp.co.kr"]);
    for (const other of [
      "/",
      "/common/kcp/cert/request",
      "/common/kcp/cert/response",
      "/common/kcp/cert/providers",
      "/form/application",
    ]) {
      expect(providerFormActions(kcp, other), other).toEqual([]);
    }
    expect(providerFormActions(sandbox, "/common/kcp/cert/provider")).toEqual([]);
    const csp = contentSecurityPolicy("n", { formActions: providerFormActions(kcp, "/common/kcp/cert/provider") });
    expect(csp).toContain("form-action 'self' https://testcert.kcp.co.kr;");
  });

  it("accepts KCP's origin on a POST to the response route only", () => {
    expect(answerOrigins(kcp, "POST", "/common/kcp/cert/response")).toEqual(["testcert.kcp.co.kr", "null"]);
    expect(answerOrigins(kcp, "GET", "/common/kcp/cert/response")).toBeNull();
    expect(answerOrigins(kcp, "POST", "/common/kcp/cert/request")).toBeNull();
    expect(answerOrigins(kcp, "POST", "/form/registration")).toBeNull();
    // The sandbox answers from our own page: React Router's own-origin rule is enough.
    expect(answerOrigins(sandbox, "POST", "/common/kcp/cert/response")).toBeNull();
  });

  it("keeps verification pages and the claim API out of every cache", () => {
    for (const path of [
      "/common/kcp/cert/request",
      "/common/kcp/cert/response.data",
      "/common/kcp/cert/sandbox",
      "/api/v1/cert/0123",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    expect(isPrivatePath("/api/v1/application/schedules")).toBe(false);
  });
});
