import { setTimeout as sleep } from "node:timers/promises";
import type SQLite from "better-sqlite3";
import { CompiledQuery, type DatabaseConnection, type Driver, SqliteDialect } from "kysely";

/**
 * How long one statement keeps trying while another connection holds the write lock, before SQLITE_BUSY
 * reaches the caller (a 503 with Retry-After, database-busy.ts). Long enough for the app's own processes'
 * transactions and checkpoints (milliseconds each, docs/0012); short enough that a lock held from outside
 * gives each request its 503 within a second instead of a queue (docs/0017).
 */
export const BUSY_WAIT_MS = 1_000;
/**
 * SQLite's own busy wait (busy_timeout) sleeps inside the native call and so blocks the event loop:
 * 14 s of outside lock froze every request, even those that never touch the database. It is off; the
 * whole wait happens here, between attempts, with the event loop free (several requests wait at once,
 * so even a few milliseconds each would add up).
 */
export const NATIVE_BUSY_TIMEOUT_MS = 0;

/**
 * Only plain SQLITE_BUSY is worth retrying: SQLITE_BUSY_SNAPSHOT (a transaction whose snapshot went
 * stale) fails again however long it waits, so it goes straight to the caller (a 503).
 */
const isRetryable = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "SQLITE_BUSY";

/** The one connection's lock (Kysely's mutex), given up while a statement sleeps between attempts. */
interface ConnectionLock {
  release(): Promise<void>;
  acquire(): Promise<void>;
}

/**
 * A statement outside a transaction that finds the write lock taken sleeps without holding the
 * connection: the other requests of this process go on meanwhile (reads succeed in WAL mode) and wait
 * out the lock side by side instead of one after the other. Inside a transaction the connection cannot
 * be lent; transactions begin IMMEDIATE (below), so they wait for the lock at their BEGIN, outside one.
 */
function patientConnection(
  connection: DatabaseConnection,
  sqlite: SQLite.Database,
  lock: ConnectionLock,
): DatabaseConnection {
  return {
    async executeQuery(query) {
      const deadline = Date.now() + BUSY_WAIT_MS;
      for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
        try {
          return await connection.executeQuery(query);
        } catch (error) {
          if (!isRetryable(error) || sqlite.inTransaction || Date.now() + pause > deadline) throw error;
          await lock.release();
          await sleep(pause);
          await lock.acquire();
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/** Kysely's SQLite dialect whose statements wait for a lock asynchronously (see patientConnection). */
export class PatientSqliteDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const sqlite = this.#sqlite;
    // SQLite has one connection: wrapped once, handed to every caller (and back to the driver).
    let wrapped: DatabaseConnection | undefined;
    const lock: ConnectionLock = {
      release: () => driver.releaseConnection(wrapped as DatabaseConnection),
      acquire: async () => {
        await driver.acquireConnection();
      },
    };
    return {
      init: () => driver.init(),
      async acquireConnection() {
        const connection = await driver.acquireConnection();
        wrapped ??= patientConnection(connection, sqlite, lock);
        return wrapped;
      },
      /**
       * IMMEDIATE: a transaction takes the write lock at its BEGIN, where waiting for it holds nothing,
       * rather than at its first write, mid-transaction, where it would hold the only connection (and a
       * transaction that had read first would fail with SQLITE_BUSY_SNAPSHOT however long it waited).
       */
      beginTransaction: (connection) => connection.executeQuery(CompiledQuery.raw("begin immediate")).then(() => {}),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      savepoint: (connection, name, compile) => driver.savepoint?.(connection, name, compile) ?? Promise.resolve(),
      rollbackToSavepoint: (connection, name, compile) =>
        driver.rollbackToSavepoint?.(connection, name, compile) ?? Promise.resolve(),
      releaseSavepoint: (connection, name, compile) =>
        driver.releaseSavepoint?.(connection, name, compile) ?? Promise.resolve(),
      releaseConnection: (connection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    };
  }
}
