import type { Request, Response } from "express";
import { type Kysely, Migrator, sql } from "kysely";
import type { Config } from "../config/config.js";
import type { Engine } from "../db/database-target.js";
import { migrationsFor } from "../db/migrations/index.js";
import type { Database } from "../db/schema.js";
import { outboxStats } from "../mail/outbox-stats.js";
import { mailAlerts } from "../metrics/mail-alerts.js";

/**
 * How long readiness waits for the database: a balancer polls every few seconds and must hear "no"
 * promptly rather than time out itself (an outside lock once held this answer 20 s).
 */
export const READINESS_DATABASE_BOUND_MS = 1_000;

/** The work's result, or a rejection once `ms` have passed without one. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function unappliedMigrations(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engine) } });
  const migrations = await migrator.getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Why this process should not get traffic now, or null when it may. */
async function notReadyReason(db: Kysely<Database>, engine: Engine): Promise<string | null> {
  try {
    await sql`select 1`.execute(db);
  } catch {
    return "database unreachable";
  }
  const pending = await unappliedMigrations(db, engine);
  return pending.length > 0 ? `migrations not applied: ${pending.join(", ")}` : null;
}

/**
 * Readiness, for a load balancer or an orchestrator (liveness is /healthz): the process is not shutting
 * down and the database answers, within READINESS_DATABASE_BOUND_MS, with every migration applied; 503 with
 * the reason otherwise. A balancer that polls a draining process learns at once to send new traffic
 * elsewhere, instead of at its next failed connection. A mail backlog is shared by every replica: taking
 * them all out would only add an outage to it, so it is reported in `degraded` (and in /metrics) with a 200.
 */
export function readinessHandler(
  db: Kysely<Database>,
  config: Pick<Config, "database" | "readiness">,
  draining: () => boolean,
) {
  return async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const reason = draining()
      ? "shutting down"
      : await within(READINESS_DATABASE_BOUND_MS, notReadyReason(db, config.database.engine)).catch(
          () => "database unreachable",
        );
    if (reason) {
      res.status(503).json({ status: "unavailable", reason });
      return;
    }
    const degraded = await within(READINESS_DATABASE_BOUND_MS, outboxStats(db, Date.now())).then(
      (stats) => mailAlerts(stats, config.readiness).map((alert) => alert.reason),
      () => ["mail backlog unknown: the outbox could not be read"],
    );
    res.json({ status: "ready", degraded });
  };
}
