import { type Kysely, sql } from "kysely";
import type { DatabaseHandle } from "./database-handle.js";
import type { Engine } from "./database-target.js";
import { migrationsFor } from "./migrations/index.js";

/** Where Kysely's migrator records what it applied. */
const MIGRATION_TABLE = "kysely_migration";

/** A database's migrations against this build's. */
export interface MigrationState {
  /** This build's migrations the database lacks: its schema is behind this build. */
  pending: string[];
  /** Applied migrations this build does not know: a newer build ran them (this one is a rollback). */
  newer: string[];
}

/** Reads the state on `db` (the migration lock's connection, or the app's without its naming plugin). */
export async function readMigrationState(db: Kysely<unknown>, engine: Engine): Promise<MigrationState> {
  const known = Object.keys(migrationsFor(engine));
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const applied = tables.some((table) => table.name === MIGRATION_TABLE)
    ? (await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db)).rows.map(
        (row) => row.name,
      )
    : [];
  return {
    pending: known.filter((name) => !applied.includes(name)),
    newer: applied.filter((name) => !known.includes(name)).sort(),
  };
}

/** The state of an open database, read on its pool. */
export function databaseMigrationState(database: DatabaseHandle): Promise<MigrationState> {
  return readMigrationState(database.db.withoutPlugins() as unknown as Kysely<unknown>, database.engine);
}
