import { and, count, eq, gte, lt, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, questions, registrations } from "../../../db/schema";
import { SUBMITTED_STATUSES, type SubmittedStatus } from "../../lib/enums";
import { seoulDayRange } from "../../lib/format";
import { type AuditRow, recentAuditLog } from "../logs/logs.server";
import { currentRoundWindow } from "../schedules/rounds.server";

export type Dashboard = {
  registrationsToday: number;
  round: { title: string; state: string } | null;
  applicationsByStatus: Record<SubmittedStatus, number>;
  unansweredQuestions: number;
  recentLogs: AuditRow[];
};

export async function loadDashboard(db: Db, now: Date): Promise<Dashboard> {
  const { start, end } = seoulDayRange(now);
  const current = await currentRoundWindow(db, now);
  const [registered, unanswered, byStatus, recentLogs] = await Promise.all([
    db
      .select({ n: count() })
      .from(registrations)
      .where(and(gte(registrations.createdAt, start), lt(registrations.createdAt, end)))
      .get(),
    db.select({ n: count() }).from(questions).where(eq(questions.answered, false)).get(),
    current
      ? db
          .select({ status: applications.status, n: count() })
          .from(applications)
          // A draft is no application yet: only its applicant sees it.
          .where(and(eq(applications.roundId, current.round.id), ne(applications.status, "DRAFT")))
          .groupBy(applications.status)
      : Promise.resolve([]),
    recentAuditLog(db, 8),
  ]);
  const applicationsByStatus = Object.fromEntries(SUBMITTED_STATUSES.map((s) => [s, 0])) as Record<
    SubmittedStatus,
    number
  >;
  for (const row of byStatus) if (row.status !== "DRAFT") applicationsByStatus[row.status] = row.n;
  return {
    registrationsToday: registered?.n ?? 0,
    round: current ? { title: current.round.title, state: current.window.state } : null,
    applicationsByStatus,
    unansweredQuestions: unanswered?.n ?? 0,
    recentLogs,
  };
}
