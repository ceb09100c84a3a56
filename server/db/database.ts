import type { Kysely } from "kysely";
import type { DatabaseTarget, Engine } from "./database-target.js";
import { openPostgres } from "./postgres-database.js";
import type { Database } from "./schema.js";
import { openSqlite } from "./sqlite-database.js";

export interface DatabaseHandle {
  engine: Engine;
  db: Kysely<Database>;
  /** Runs the migrator under the engine's lock, so processes starting together migrate once. */
  withMigrationLock<T>(work: (db: Kysely<unknown>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLite (creating the file if missing) or a PostgreSQL pool, as the configuration says. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  return target.engine === "sqlite" ? openSqlite(target.path) : openPostgres(target.url);
}
