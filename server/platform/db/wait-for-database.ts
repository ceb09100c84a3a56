import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import type { Logger } from "../logging/logger.js";
import { isDatabaseBusy } from "./database-busy.js";
import type { DatabaseHandle } from "./database-handle.js";

export interface WaitOptions {
  /** How long to keep trying before giving up, in milliseconds. */
  withinMs: number;
  /** The first pause; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * At start, waits for a database that is not there yet (a restart, a failover, containers starting together)
 * instead of exiting: tries `select 1`, and while the answer says "not now" (database-busy.ts) tries again
 * with a doubling pause, logging each try. Any other error (a wrong password, an unknown database) is not
 * worth waiting for and is thrown at once; so is the last refusal once `withinMs` has passed.
 */
export async function waitForDatabase(database: DatabaseHandle, logger: Logger, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.withinMs;
  let delay = options.firstDelayMs ?? 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(database.db);
      if (attempt > 1) logger.info({ attempt }, "database reachable");
      return;
    } catch (error) {
      if (!isDatabaseBusy(error) || Date.now() + delay > deadline) throw error;
      logger.warn({ attempt, retryInMs: delay, err: error }, "database not reachable yet, retrying");
      await sleep(delay);
      delay = Math.min(delay * 2, options.maxDelayMs ?? 5_000);
    }
  }
}
