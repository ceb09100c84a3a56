import type { Logger } from "../logging/logger.js";
import type { DatabaseHandle } from "./database-handle.js";
import { migrateToLatest } from "./migrate.js";
import { databaseMigrationState } from "./migration-state.js";

/** The schema is behind this build and this process may not migrate it: the release step has not run. */
export class SchemaBehindError extends Error {
  override name = "SchemaBehindError";
}

/**
 * Before a process serves: migrates when MIGRATE_ON_START says so (the single-process default), then checks
 * the schema against this build. Behind it (MIGRATE_ON_START=false and no `npm run db:migrate` yet): refused,
 * with what to run. Ahead of it (a newer build migrated, this one is a rollback): a warning, and the process
 * runs, as schema changes expand before they contract (docs/0056-pooling-and-release-migrations.md).
 */
export async function prepareSchema(database: DatabaseHandle, migrateOnStart: boolean, logger: Logger): Promise<void> {
  if (migrateOnStart) {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  }
  const { pending, newer } = await databaseMigrationState(database);
  if (pending.length > 0) {
    throw new SchemaBehindError(
      `The database lacks this build's migrations ${pending.join(", ")} and MIGRATE_ON_START=false: ` +
        "run the release step `npm run db:migrate` (or `node dist/server/migrate.js`) first.",
    );
  }
  if (newer.length > 0) {
    logger.warn(
      { migrations: newer },
      "the database has migrations newer than this build (a rollback?): running on its schema",
    );
  }
}
