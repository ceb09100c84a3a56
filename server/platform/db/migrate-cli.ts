/**
 * `npm run db:migrate` (the release step, docs/0056-pooling-and-release-migrations.md): applies this build's
 * pending migrations to the database DATABASE_URL or DATABASE_PATH names, once, before the processes of the
 * release start with MIGRATE_ON_START=false. Bundled as dist/server/migrate.js for the production container
 * (compose.scale.yaml's `migrate` service runs it). Exits 0 when the schema is at this build or ahead of it.
 */
import { ConfigError, databaseVariables, loadConfig } from "../config/config.js";
import { createLogger } from "../logging/logger.js";
import { openDatabase } from "./database.js";
import { describeTarget } from "./database-target.js";
import { migrateToLatest } from "./migrate.js";
import { databaseMigrationState } from "./migration-state.js";
import { waitForDatabase } from "./wait-for-database.js";

/** Like a process's start: the database may be coming up beside it. */
const DATABASE_WAIT_MS = 60_000;

async function main(): Promise<void> {
  const config = loadConfig({ ...databaseVariables(), LOG_LEVEL: process.env.LOG_LEVEL });
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config.database);
  try {
    await waitForDatabase(database, logger, { withinMs: DATABASE_WAIT_MS });
    const applied = await migrateToLatest(database);
    const { newer } = await databaseMigrationState(database);
    const target = describeTarget(config.database);
    if (newer.length > 0) {
      logger.warn({ target, migrations: newer }, "the database is ahead of this build: nothing applied");
    } else {
      logger.info(
        { target, migrations: applied },
        applied.length > 0 ? "database migrated" : "database already at this build",
      );
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
