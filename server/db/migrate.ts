import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "./migrations/index.js";
import type { Database } from "./schema.js";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
