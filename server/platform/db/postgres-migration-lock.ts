import { Kysely, PostgresAdapter, PostgresDialect, type PostgresPool, sql } from "kysely";
import pg from "pg";

/**
 * Kysely's own key for its migration lock: a build before this one took it with `pg_advisory_lock`, and
 * session and transaction advisory locks on one key exclude each other, so old and new builds starting
 * together during a rolling deploy still migrate one at a time.
 */
const MIGRATION_LOCK_KEY = "3853314791062309107";

/** Like SQLite's migration busy timeout: another process may be migrating. */
const MIGRATION_LOCK_WAIT_MS = 120_000;

/**
 * The migrator runs inside the transaction `withPostgresMigrationLock` opened: no transaction of its own,
 * and no lock of its own (Kysely's is session-level, which a pooler in transaction mode hands to whichever
 * client comes next).
 */
class InOpenTransactionAdapter extends PostgresAdapter {
  override get supportsTransactionalDdl(): boolean {
    return false;
  }
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

class InOpenTransactionDialect extends PostgresDialect {
  override createAdapter() {
    return new InOpenTransactionAdapter();
  }
}

/**
 * Runs the migrator on one connection of its own, inside one transaction holding a transaction-scoped
 * advisory lock (docs/0056-pooling-and-release-migrations.md): nothing outlives the transaction, so it works
 * the same on a direct connection and through PgBouncer in transaction mode; a second process waits for the
 * lock, then finds nothing to do; a failing migration rolls back the whole run.
 */
export async function withPostgresMigrationLock<T>(
  url: string,
  types: pg.CustomTypesConfig,
  work: (db: Kysely<unknown>) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, types });
  // A connection the server ends emits 'error'; its query in flight rejects anyway.
  client.on("error", () => undefined);
  await client.connect();
  const one: PostgresPool = {
    connect: async () => Object.assign(client, { release: () => undefined }),
    end: () => client.end(),
  };
  const db = new Kysely<unknown>({ dialect: new InOpenTransactionDialect({ pool: one }) });
  try {
    await sql`begin`.execute(db);
    try {
      // Migrations may rewrite large tables: no statement bound; the lock waits for another process's run.
      await sql`select set_config('lock_timeout', ${String(MIGRATION_LOCK_WAIT_MS)}, true),
        set_config('statement_timeout', '0', true)`.execute(db);
      await sql`select pg_advisory_xact_lock(${sql.raw(MIGRATION_LOCK_KEY)})`.execute(db);
      const result = await work(db);
      await sql`commit`.execute(db);
      return result;
    } catch (error) {
      await sql`rollback`.execute(db).catch(() => undefined);
      throw error;
    }
  } finally {
    await db.destroy();
  }
}
