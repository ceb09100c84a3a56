import type { Kysely } from "kysely";
import type { Engine } from "./database-target.js";
import type { Database } from "./schema.js";

/** An open database of either engine; in its own file so each engine's opener can name it without a cycle. */
export interface DatabaseHandle {
  engine: Engine;
  db: Kysely<Database>;
  /** Runs the migrator under the engine's lock, so processes starting together migrate once. */
  withMigrationLock<T>(work: (db: Kysely<unknown>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
