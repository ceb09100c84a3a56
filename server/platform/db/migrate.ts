import { Migrator } from "kysely";
import type { DatabaseHandle } from "./database.js";
import { readMigrationState } from "./migration-state.js";
import { migrationsFor } from "./migrations/index.js";

/**
 * Applies every pending migration under the engine's migration lock (several processes starting together
 * migrate once). A failure throws with the failing migration's name, and the lock's transaction rolls
 * back every migration of this run on both engines.
 *
 * A database a newer build has migrated is left as it is (nothing applied, no error): schema changes
 * expand before they contract, so this build still runs on it, which is what lets a rollback start
 * (docs/0056-pooling-and-release-migrations.md). Kysely's migrator alone would refuse it ("corrupted migrations").
 */
export async function migrateToLatest(database: DatabaseHandle): Promise<string[]> {
  const migrations = migrationsFor(database.engine);
  return database.withMigrationLock(async (db) => {
    const { pending, newer } = await readMigrationState(db, database.engine);
    if (newer.length > 0) {
      if (pending.length === 0) return [];
      // Not a rollback: two builds that each added migrations the other lacks.
      throw new Error(
        `Database migration refused: the database has migrations this build does not know (${newer.join(", ")}) ` +
          `and lacks some of this build's (${pending.join(", ")}); deploy a build that has both`,
      );
    }
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
