import { setTimeout as sleep } from "node:timers/promises";
import { type DatabaseConnection, type Driver, SqliteDialect } from "kysely";

/** How long a statement keeps trying while another connection holds the write lock, before SQLITE_BUSY. */
export const BUSY_WAIT_MS = 5_000;
/**
 * SQLite's own busy wait (busy_timeout) sleeps inside the native call and so blocks the event loop:
 * 14 s of outside lock froze every request, even those that never touch the database. It is kept
 * this short; the rest of the wait happens here, between attempts, with the event loop free.
 */
export const NATIVE_BUSY_TIMEOUT_MS = 5;

/**
 * Only plain SQLITE_BUSY is worth retrying: SQLITE_BUSY_SNAPSHOT (a transaction whose snapshot went
 * stale) fails again however long it waits, so it goes straight to the caller (a 503).
 */
const isRetryable = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "SQLITE_BUSY";

function patientConnection(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery(query) {
      const deadline = Date.now() + BUSY_WAIT_MS;
      for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
        try {
          return await connection.executeQuery(query);
        } catch (error) {
          if (!isRetryable(error) || Date.now() + pause > deadline) throw error;
          await sleep(pause);
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/** Kysely's SQLite dialect whose statements wait for a lock asynchronously (see NATIVE_BUSY_TIMEOUT_MS). */
export class PatientSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    // SQLite has one connection: wrapped once, handed to every caller (and back to the driver).
    let wrapped: DatabaseConnection | undefined;
    return {
      init: () => driver.init(),
      async acquireConnection() {
        const connection = await driver.acquireConnection();
        wrapped ??= patientConnection(connection);
        return wrapped;
      },
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
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
