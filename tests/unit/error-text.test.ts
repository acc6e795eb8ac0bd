import { describe, expect, it } from "vitest";
import { errorText } from "../../app/components/forms/error-text";
import { boardMessages } from "../../app/features/boards/board-schema";
import { rateLimitMessages } from "../../app/features/rate-limit/rate-limit-messages";
import { registrationMessages } from "../../app/features/registration/registration-schema";
import { createT } from "../../app/lib/i18n/client";
import { clientMessages } from "../../app/lib/i18n/i18n.server";
import { messages } from "../../app/lib/validation";

/** Every message the registration form and the board forms can show next to a field. */
const shownOnPublicForms = [
  messages.name,
  messages.email,
  messages.phone,
  messages.birth,
  ...Object.values(registrationMessages),
  boardMessages.authorName,
  boardMessages.password,
  boardMessages.title,
  boardMessages.body,
  boardMessages.commentBody,
  boardMessages.wrongPassword,
  boardMessages.postNotFound,
  boardMessages.commentNotFound,
  boardMessages.badRequest,
  ...Object.values(rateLimitMessages),
];

const HANGUL = /[\uac00-\ud7a3]/;

describe("form messages on en and cn pages", () => {
  it("keeps the Korean text on Korean pages", () => {
    const t = createT(clientMessages("ko", ["forms"]));
    for (const message of shownOnPublicForms) expect(errorText("ko", t, message)).toBe(message);
  });

  for (const lang of ["en", "cn"] as const) {
    it(`translates every public form message, rate limits included, in ${lang}`, () => {
      const t = createT(clientMessages(lang, ["forms"]));
      for (const message of shownOnPublicForms) {
        const shown = errorText(lang, t, message);
        expect(shown, message).not.toMatch(HANGUL);
        expect(shown.length, message).toBeGreaterThan(3);
      }
    });
  }

  it("shows a message it has no translation for as written", () => {
    const t = createT(clientMessages("en", ["forms"]));
    expect(errorText("en", t, "알 수 없는 오류")).toBe("알 수 없는 오류");
  });
});
