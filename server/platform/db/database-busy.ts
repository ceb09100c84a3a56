/** Seconds a client is told to wait when the database is momentarily busy. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

const POSTGRES_BUSY_CODES = new Set([
  "40001", // serialization_failure
  "40P01", // deadlock_detected
  "55P03", // lock_not_available: lock_timeout passed (postgres-database.ts sets it like SQLite's busy_timeout)
  "57014", // query_canceled: statement_timeout
  "53300", // too_many_connections
  "57P03", // cannot_connect_now: the server is starting or in recovery
]);

/**
 * The database could not do it now but may in a moment (a lock held too long, a full pool, a server
 * restarting), on either engine: worth a 503 with Retry-After rather than a 500. The SQLite codes are
 * better-sqlite3's (SQLITE_BUSY*, SQLITE_LOCKED*), the others PostgreSQL's SQLSTATEs and pg-pool's timeout.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = "code" in error ? String(error.code) : "";
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return true;
  if (POSTGRES_BUSY_CODES.has(code)) return true;
  return error instanceof Error && error.message === "timeout exceeded when trying to connect";
}
