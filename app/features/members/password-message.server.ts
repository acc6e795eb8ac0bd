import type { Db } from "../../../db/client";
import {
  loadMessageTemplates,
  messageContact,
  statusMessageStatements,
} from "../application-review/status-messages.server";
import type { MemberRow } from "./members.server";

/**
 * The notice a member gets when their password is reset or changed (docs/product.md §15): the
 * PASSWORD_CHANGED kind of the status notices, an e-mail and a KakaoTalk message (its SMS text sent when KakaoTalk cannot deliver) through the outbox in the
 * language they joined in, to put in the batch of the change so it goes out exactly when the
 * change lands. It says when and whom to contact; never the password, a token, the username
 * or a link.
 */
export async function passwordMessageStatements(
  db: Db,
  member: Pick<MemberRow, "email" | "phone" | "lang">,
  now: Date,
) {
  const [templates, contact] = await Promise.all([loadMessageTemplates(db), messageContact(db)]);
  const to = { email: member.email || null, phone: member.phone, lang: member.lang };
  return statusMessageStatements(db, templates, to, "PASSWORD_CHANGED", { time: now, contact }, now);
}
