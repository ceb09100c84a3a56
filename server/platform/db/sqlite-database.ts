import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect } from "kysely";
import type { DatabaseHandle } from "./database-handle.js";
import type { Database } from "./schema.js";
import { NATIVE_BUSY_TIMEOUT_MS, PatientSqliteDialect } from "./sqlite-busy-wait.js";

// The only module that talks to better-sqlite3; everything else goes through Kysely.

/** Migrations wait longer: another process may be migrating the same file. */
const MIGRATION_BUSY_TIMEOUT_MS = 120_000;

function openFile(path: string, busyTimeoutMs: number): SQLite.Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  // NORMAL is durable in WAL mode except for the last transactions on power loss, and much faster.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return sqlite;
}

/**
 * An existing file opened read-only, without the app's naming plugin (tables and columns as stored):
 * for copying its rows elsewhere (scripts/db-copy). Fails if the file does not exist.
 */
export function openSqliteReadOnly(path: string): Kysely<unknown> {
  const sqlite = new SQLite(path, { readonly: true, fileMustExist: true });
  return new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** The app's connection: the file in WAL mode with foreign keys enforced. */
export function openSqlite(path: string): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect: new PatientSqliteDialect(openFile(path, NATIVE_BUSY_TIMEOUT_MS)),
    plugins: [new CamelCasePlugin()],
  });
  return {
    engine: "sqlite",
    db,
    /**
     * SQLite's write lock is the migration lock: a connection of its own holds BEGIN IMMEDIATE while
     * the migrator runs on it (Kysely opens no transaction of its own on SQLite), so a second process
     * waits, then finds nothing left to do; a failing migration rolls back whole (SQLite's DDL is transactional).
     */
    async withMigrationLock(work) {
      const sqlite = openFile(path, MIGRATION_BUSY_TIMEOUT_MS);
      const locked = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
      try {
        sqlite.exec("begin immediate");
        try {
          const result = await work(locked);
          sqlite.exec("commit");
          return result;
        } catch (error) {
          if (sqlite.inTransaction) sqlite.exec("rollback");
          throw error;
        }
      } finally {
        await locked.destroy();
      }
    },
    // Kysely's destroy closes the better-sqlite3 connection it was given.
    close: () => db.destroy(),
  };
}
