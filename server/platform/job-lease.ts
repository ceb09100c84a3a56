import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { type Kysely, sql } from "kysely";
import type { Database } from "./db/schema.js";

/** Takes the named job for `ms` unless another process holds it; true when this process now holds it. */
export type JobLease = (name: string, ms: number) => Promise<boolean>;

/**
 * Leases in the `job_lease` table, for work one process at a time must do (the periodic cleanup): one
 * upsert that only overwrites a lease that has run out, so of several processes asking at once one wins.
 * A holder that dies simply lets its lease run out.
 */
export function createJobLease(db: Kysely<Database>, now: () => number = Date.now): JobLease {
  // Unique per process, readable in the table when someone wonders who ran what.
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  return async (name, ms) => {
    const at = now();
    const taken = await db
      .insertInto("jobLease")
      .values({ name, holder, until: at + ms })
      .onConflict((conflict) =>
        conflict
          .column("name")
          .doUpdateSet({ holder, until: at + ms })
          .where(sql<boolean>`${sql.ref("jobLease.until")} <= ${at}`),
      )
      .returning("holder")
      .executeTakeFirst();
    return taken !== undefined;
  };
}
