import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect } from "kysely";
import type { Database } from "./schema.js";

export interface DatabaseHandle {
  /** The raw connection, for Lucia's adapter and pragmas. */
  sqlite: SQLite.Database;
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** Opens (creating if missing) the SQLite file in WAL mode with foreign keys enforced. */
export function openDatabase(path: string): DatabaseHandle {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  // NORMAL is durable in WAL mode except for the last transactions on power loss, and much faster.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    sqlite,
    db,
    // Kysely's destroy closes the better-sqlite3 connection it was given.
    close: () => db.destroy(),
  };
}
