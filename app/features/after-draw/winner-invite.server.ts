import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { applications, drawResults, promotionOffers, winnerChecks } from "../../../db/schema";
import type { MessageTemplates } from "../application-review/message-templates";
import { messageUrl } from "../application-review/status-change.server";
import {
  type MessageRecipient,
  statusMessageRows,
  statusMessageStatements,
} from "../application-review/status-messages.server";

/*
 * The invitation to the winners' document check (docs/product/after-draw.md §1): a
 * winner_checks row at INVITED with its deadline and the WINNER_DOCUMENTS notice (e-mail and
 * 알림톡), written in the batch that makes the person a winner: the draw's publish, a promotion
 * (an accepted offer, or a manager's button).
 */

/**
 * At the publish: one INVITED row per application the publish made SELECTED, set-wise (runs
 * after the statement that sets the statuses, in the same batch).
 */
export function publishInvitations(db: Db, roundId: string, due: Date, now: Date): BatchItem<"sqlite"> {
  return db.insert(winnerChecks).select(
    sql`select ${drawResults.applicationId}, ${roundId}, 'INVITED', ${due.getTime()}, null, null, null, null, null, null, null, null, null, ${now.getTime()}, ${now.getTime()}
      from ${drawResults} join ${applications} on ${applications.id} = ${drawResults.applicationId}
      where ${drawResults.roundId} = ${roundId} and ${drawResults.outcome} = 'SELECTED' and ${applications.status} = 'SELECTED'`,
  );
}

/** The invitation notice's rows for one winner (in their language). */
export function invitationRows(
  templates: MessageTemplates,
  to: MessageRecipient,
  applicationId: string,
  receipt: string,
  due: Date,
  origin: string,
  now: Date,
) {
  const url = messageUrl("WINNER_DOCUMENTS", applicationId, origin);
  return statusMessageRows(templates, to, "WINNER_DOCUMENTS", { receipt, url, deadline: due }, now);
}

/**
 * A promoted applicant's invitation: the row (only once the promotion made them SELECTED: its
 * application id is null otherwise, failing the batch), their offer marked ACCEPTED if one was
 * open, and the notice.
 */
export function promotionInviteStatements(
  db: Db,
  party: MessageRecipient & { id: string; roundId: string; receiptNo: string },
  due: Date,
  origin: string,
  now: Date,
  templates: MessageTemplates,
  queued: string[],
): BatchItem<"sqlite">[] {
  return [
    db.insert(winnerChecks).values({
      applicationId: sql`(select ${applications.id} from ${applications} where ${applications.id} = ${party.id} and ${applications.status} = 'SELECTED')`,
      roundId: party.roundId,
      stage: "INVITED",
      documentsDue: due,
      createdAt: now,
      updatedAt: now,
    }),
    db
      .update(promotionOffers)
      .set({ state: "ACCEPTED", answeredAt: now, updatedAt: now })
      .where(and(eq(promotionOffers.applicationId, party.id), eq(promotionOffers.state, "OFFERED"))),
    ...statusMessageStatements(
      db,
      templates,
      party,
      "WINNER_DOCUMENTS",
      { receipt: party.receiptNo, url: messageUrl("WINNER_DOCUMENTS", party.id, origin), deadline: due },
      now,
      queued,
    ),
  ];
}
