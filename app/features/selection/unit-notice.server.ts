import type { Db } from "../../../db/client";
import { loadMessageTemplates, recipientsOf, statusMessageRows } from "../application-review/status-messages.server";
import { CONTRACT_PATH } from "../contracts/paths";

/*
 * The unit draw's notice (docs/product/units.md §18.7.3): each winner the publish gives a unit
 * is told it (UNIT_ASSIGNED, e-mail and 알림톡, in the language they applied in) with the link to
 * book their contract. A winner left without a unit (배정할 세대 부족) is not told anything here.
 */

/**
 * The outbox rows of the assigned winners' notices, for the publish's batch. Each is written
 * only while its application is still SELECTED (one that gave up meanwhile is not told).
 */
export async function unitNoticeRows(
  db: Db,
  assigned: readonly { applicationId: string; receiptNo: string; unit: string }[],
  origin: string,
  now: Date,
) {
  if (assigned.length === 0) return [];
  const templates = await loadMessageTemplates(db);
  const contacts = await recipientsOf(
    db,
    assigned.map((a) => a.applicationId),
  );
  const url = new URL(CONTRACT_PATH, origin).href;
  return assigned.flatMap((a) => {
    const to = contacts.get(a.applicationId);
    if (!to) return [];
    const onlyIf = { applicationId: a.applicationId, status: "SELECTED" };
    return statusMessageRows(templates, to, "UNIT_ASSIGNED", { receipt: a.receiptNo, url, unit: a.unit }, now).map(
      (row) => ({ ...row, onlyIf }),
    );
  });
}
