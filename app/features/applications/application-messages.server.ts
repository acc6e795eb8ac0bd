import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { outbox } from "../../../db/schema";
import { escapeHtml } from "../../lib/html";
import { createI18n } from "../../lib/i18n/i18n.server";
import type { Language } from "../../lib/i18n/languages";
import { kakaoMessageRow } from "../messaging/messaging.server";

type OutboxRow = typeof outbox.$inferInsert;

export type MessageKind = "submitted" | "edited";

/**
 * The e-mail and the KakaoTalk message (an SMS when KakaoTalk cannot deliver it) telling the applicant their application was received (or
 * changed: so a change they did not make does not go unnoticed), in the language they used,
 * queued in the outbox within the same batch as the write. They carry the receipt number and
 * the lookup link only: no name, no answers (the link still asks for a verified identity).
 * Their ids are the messages' own (`ids`), so they can be handed to the outbox queue once the
 * batch committed.
 */
export function applicantMessages(
  db: Db,
  to: { email: string; phone: string; lang: Language },
  kind: MessageKind,
  receipt: { receiptNo: string; inquiryUrl: string },
  now: Date,
) {
  const { rows, ids } = applicantMessageRows(to, kind, receipt, now);
  return { statements: [db.insert(outbox).values(rows[0]), db.insert(outbox).values(rows[1])] as const, ids };
}

/** The outbox rows of `applicantMessages`, for a caller whose statements are built once. */
export function applicantMessageRows(
  to: { email: string; phone: string; lang: Language },
  kind: MessageKind,
  receipt: { receiptNo: string; inquiryUrl: string },
  now: Date,
) {
  const { t } = createI18n(to.lang);
  const vars = { receipt: receipt.receiptNo, url: receipt.inquiryUrl };
  const subject = t(`application.message.${kind}Subject`, vars);
  const lines = [t(`application.message.${kind}Body`, vars), t("application.message.link", vars)];
  const ids = [newId(), newId()] as const;
  const email: OutboxRow = {
    id: ids[0],
    channel: "EMAIL",
    to: to.email,
    subject,
    body: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
    createdAt: now,
  };
  const kakao = kakaoMessageRow({
    id: ids[1],
    to: to.phone,
    kind: `application.${kind}`,
    variables: vars,
    subject,
    sms: `${t(`application.message.${kind}Sms`, vars)} ${receipt.inquiryUrl}`,
    now,
  });
  return { rows: [email, kakao] as const, ids };
}
