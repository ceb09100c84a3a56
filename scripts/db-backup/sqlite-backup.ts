import { copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import SQLite from "better-sqlite3";

/** A refusal the command-line tools print as is (exit 1), without a stack trace. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** Throws unless SQLite's full integrity check of the file passes. */
function checkIntegrity(path: string): void {
  const sqlite = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const rows = sqlite.pragma("integrity_check") as Array<{ integrity_check: string }>;
    const problems = rows.map((row) => row.integrity_check).filter((result) => result !== "ok");
    if (problems.length > 0) throw new BackupError(`${path} failed its integrity check: ${problems.join("; ")}`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${path} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    sqlite.close();
  }
}

/**
 * A consistent copy of the live database, taken while the site serves writes: VACUUM INTO reads one
 * snapshot (a WAL read transaction never blocks writers) and writes a compact file, which must pass
 * the integrity check before it takes the backup's name.
 */
export function backupSqlite(databasePath: string, backupPath: string): void {
  const partial = `${backupPath}.partial`;
  rmSync(partial, { force: true });
  const sqlite = new SQLite(databasePath, { fileMustExist: true });
  try {
    sqlite.prepare("VACUUM INTO ?").run(partial);
  } finally {
    sqlite.close();
  }
  try {
    checkIntegrity(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, backupPath);
}

/**
 * Holds the database exclusively, or refuses: a running server keeps its connection open, and in WAL
 * mode an open connection anywhere makes this lock fail at once. Held, no server can start on the file.
 */
function lockExclusively(databasePath: string): SQLite.Database | undefined {
  if (!existsSync(databasePath)) return undefined;
  const sqlite = new SQLite(databasePath, { timeout: 0 });
  try {
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.exec("BEGIN EXCLUSIVE");
    return sqlite;
  } catch {
    sqlite.close();
    throw new BackupError(
      `${databasePath} is in use (a server is running on it?): stop every process using it, then restore again.`,
    );
  }
}

/**
 * Replaces the database with a backup: the backup is checked, copied next to the database and checked
 * again, then renamed over it (atomic: the file is whole, old or new, at every moment) while no other
 * process may use it. The old write-ahead log belongs to the old file and is removed with it.
 */
export function restoreSqlite(backupPath: string, databasePath: string): void {
  checkIntegrity(backupPath);
  const incoming = `${databasePath}.restoring`;
  copyFileSync(backupPath, incoming);
  checkIntegrity(incoming);
  let lock: SQLite.Database | undefined;
  try {
    lock = lockExclusively(databasePath);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  try {
    renameSync(incoming, databasePath);
    for (const suffix of ["-wal", "-shm"]) rmSync(databasePath + suffix, { force: true });
  } finally {
    lock?.close();
  }
}
