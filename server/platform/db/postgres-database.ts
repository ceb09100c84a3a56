import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { DatabaseHandle } from "./database-handle.js";
import type { Database } from "./schema.js";

const LOCK_TIMEOUT_MS = 5_000;

/** Connections per process: three replicas stay far below PostgreSQL's default max_connections (100). */
const POOL_SIZE = 10;

/**
 * `pg` returns bigint (int8) as a string to avoid losing precision. Our bigints are epoch milliseconds,
 * counters and ids, all far below 2^53: read them as numbers, as SQLite does, and refuse any that is not exact.
 */
function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`bigint ${value} does not fit a JavaScript number`);
  return number;
}

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 && format !== "binary"
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A pool on DATABASE_URL; every query goes through Kysely. */
export function openPostgres(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? POOL_SIZE,
    types,
    // Like SQLite's busy_timeout: a statement waits at most 5 s for a lock, a request at most 5 s for a
    // connection; past that the database counts as busy (503 with Retry-After, server/platform/db/database-busy.ts).
    options: `-c lock_timeout=${LOCK_TIMEOUT_MS}`,
    connectionTimeoutMillis: LOCK_TIMEOUT_MS,
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool replaces it.
  pool.on("error", () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    engine: "postgres",
    db,
    /**
     * Kysely's migrator takes a session-level advisory lock (pg_advisory_lock) on PostgreSQL and runs
     * the pending migrations in one transaction: a second process waits for it, then finds nothing to do.
     */
    withMigrationLock: (work) => work(db.withoutPlugins() as unknown as Kysely<unknown>),
    close: () => db.destroy(),
  };
}
