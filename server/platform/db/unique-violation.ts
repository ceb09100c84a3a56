/** A unique or primary-key constraint refused the write: SQLite's SQLITE_CONSTRAINT_*, PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !("code" in error)) return false;
  const code = String(error.code);
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}
