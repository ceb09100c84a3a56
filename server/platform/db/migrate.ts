import { Migrator } from "kysely";
import type { DatabaseHandle } from "./database.js";
import { migrationsFor } from "./migrations/index.js";

/**
 * Applies every pending migration under the engine's migration lock (several processes starting together
 * migrate once). A failure throws with the failing migration's name, and the lock's transaction rolls
 * back every migration of this run on both engines.
 */
export async function migrateToLatest(database: DatabaseHandle): Promise<string[]> {
  const migrations = migrationsFor(database.engine);
  return database.withMigrationLock(async (db) => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) {
      const failed = results.find((result) => result.status === "Error");
      const name = failed ? ` (${failed.migrationName})` : "";
      throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
  });
}
