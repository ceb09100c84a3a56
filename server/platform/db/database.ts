import type { DatabaseHandle } from "./database-handle.js";
import type { DatabaseTarget } from "./database-target.js";
import { openPostgres } from "./postgres-database.js";
import { openSqlite } from "./sqlite-database.js";

export type { DatabaseHandle } from "./database-handle.js";

/** SQLite (creating the file if missing) or a PostgreSQL pool, as the configuration says. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.engine === "sqlite") return openSqlite(target.path);
  const { url, ...options } = target;
  return openPostgres(url, options);
}
