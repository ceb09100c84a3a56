import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export interface OutboxStats {
  /** Mail waiting to be sent or being sent. */
  pending: number;
  /** Mail given up on after its last attempt. */
  failed: number;
  /** How long the oldest pending mail has waited, 0 when none waits. */
  oldestPendingAgeMs: number;
}

/** The outbox's backlog, for readiness and metrics: one grouped query. */
export async function outboxStats(db: Kysely<Database>, now: number): Promise<OutboxStats> {
  const rows = await db
    .selectFrom("mailOutbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count"), eb.fn.min("createdAt").as("oldest")])
    .where("status", "in", ["pending", "sending", "failed"])
    .groupBy("status")
    .execute();
  const stats: OutboxStats = { pending: 0, failed: 0, oldestPendingAgeMs: 0 };
  for (const row of rows) {
    // PostgreSQL returns count(*) and bigint columns as strings.
    const count = Number(row.count);
    if (row.status === "failed") {
      stats.failed = count;
      continue;
    }
    stats.pending += count;
    stats.oldestPendingAgeMs = Math.max(stats.oldestPendingAgeMs, now - Number(row.oldest));
  }
  return stats;
}
