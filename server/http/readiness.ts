import type { Request, Response } from "express";
import { type Kysely, Migrator, sql } from "kysely";
import type { Config } from "../config/config.js";
import type { Engine } from "../db/database-target.js";
import { migrationsFor } from "../db/migrations/index.js";
import type { Database } from "../db/schema.js";
import { outboxStats } from "../mail/outbox-stats.js";

async function unappliedMigrations(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engine) } });
  const migrations = await migrator.getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Why this process should not get traffic now, or null when it may. */
async function notReadyReason(db: Kysely<Database>, engine: Engine, limits: Config["readiness"]) {
  try {
    await sql`select 1`.execute(db);
  } catch {
    return "database unreachable";
  }
  const pending = await unappliedMigrations(db, engine);
  if (pending.length > 0) return `migrations not applied: ${pending.join(", ")}`;
  const outbox = await outboxStats(db, Date.now());
  if (outbox.pending > limits.maxPendingMail) {
    return `mail backlog: ${outbox.pending} waiting (limit ${limits.maxPendingMail})`;
  }
  if (outbox.oldestPendingAgeMs > limits.maxPendingAgeMs) {
    return `mail delayed: oldest waiting ${Math.round(outbox.oldestPendingAgeMs / 1000)} s (limit ${limits.maxPendingAgeMs / 1000} s)`;
  }
  return null;
}

/**
 * Readiness, for a load balancer or an orchestrator (liveness is /healthz): the process is not shutting
 * down, the database answers with every migration applied, and mail is not piling up. 503 with the reason
 * otherwise. A balancer that polls a draining process learns at once to send new traffic elsewhere, instead
 * of at its next failed connection.
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
      : await notReadyReason(db, config.database.engine, config.readiness).catch(() => "database unreadable");
    if (reason) res.status(503).json({ status: "unavailable", reason });
    else res.json({ status: "ready" });
  };
}
