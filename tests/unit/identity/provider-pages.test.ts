import { describe, expect, it } from "vitest";
import { notFoundBody, providerStepBody, sandboxBody } from "../../../app/features/identity/provider-pages.server";
import { createI18n } from "../../../app/lib/i18n/i18n.server";

const { t } = createI18n("ko");

describe("the provider step's body", () => {
  it("carries the provider's form with every field escaped, and a button for a browser without JavaScript", () => {
    const body = providerStepBody(t, {
      state: "ready",
      form: {
        action: "https://cert.example/?a=1&b=2",
        method: "post",
        fields: { enc_info: `x"><script>y</script>`, ordr_idxx: "o1" },
      },
      retry: { purpose: "application", returnTo: "/form/application" },
    }).text;
    expect(body).toContain("<h1>본인인증 창으로 이동합니다</h1>");
    expect(body).toContain(
      '<form method="post" action="https://cert.example/?a=1&#38;b=2" class="form--inline" data-provider-form=""><input type="hidden" name="enc_info" value="x&#34;&#62;&#60;script&#62;y&#60;/script&#62;"><input type="hidden" name="ordr_idxx" value="o1"><button type="submit" class="button button--primary">본인인증 창으로 이동</button></form>',
    );
    expect(body).not.toContain("<script>");
  });

  it("says why it stopped, with the ways on: verify again and go back when the purpose is known", () => {
    const expired = providerStepBody(t, {
      state: "expired",
      retry: { purpose: "inquiry", returnTo: "/application/inquiry?x=1&y=2" },
    }).text;
    expect(expired).toContain("<h1>휴대폰 본인인증</h1>");
    expect(expired).toContain('<div class="panel panel--danger identity-problem" role="alert"><p data-code="expired">');
    expect(expired).toContain('<input type="hidden" name="returnTo" value="/application/inquiry?x=1&#38;y=2">');
    expect(expired).toContain('<a href="/application/inquiry?x=1&#38;y=2">이전 화면으로 돌아가기</a>');
    expect(expired).toContain('<a href="/">홈으로</a>');
    const unknown = providerStepBody(t, { state: "notFound" }).text;
    expect(unknown).toContain('<p data-code="notFound">');
    expect(unknown).not.toContain("<form");
  });
});

describe("the sandbox's body", () => {
  it("is marked as a test and asks for a made-up person, each input labelled", () => {
    const body = sandboxBody(t, { orderId: "abc", purpose: "join" }).text;
    expect(body).toContain('<p class="sandbox-banner" role="note">테스트용 본인인증 — 실제 인증이 아닙니다</p>');
    expect(body).toContain("회원으로 가입하려면 본인인증이 필요합니다.");
    for (const name of ["name", "birth", "phone", "personId"]) {
      expect(body).toContain(`<label for="sandbox-${name}">`);
      expect(body).toContain(`<input id="sandbox-${name}" name="${name}" required`);
    }
    expect(body).toContain('pattern="\\d{8}"');
    expect(body).toContain('aria-describedby="sandbox-birth-hint"');
    expect(body).toContain('<input type="radio" name="gender" value="FEMALE" required checked>');
    expect(body).toContain("formnovalidate>인증 취소</button>");
  });

  it("without its order says so, and has no form", () => {
    const body = sandboxBody(t, null).text;
    expect(body).toContain('<p data-code="unknown">');
    expect(body).not.toContain("<form");
  });

  it("where there is no sandbox, a page not found that never mentions one", () => {
    const body = notFoundBody(t).text;
    expect(body).toContain("<h1>페이지를 찾을 수 없습니다</h1>");
    expect(body).not.toContain("테스트");
  });
});
