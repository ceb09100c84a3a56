/**
 * Migrates the database named by its argument (a DatabaseTarget as JSON) and prints the migrations it
 * applied as JSON: tests start several of these at once to show that concurrent starts migrate once.
 *
 *   node --import tsx server/testing/migrate-in-process.ts '{"engine":"sqlite","path":"/tmp/x.db"}'
 */
import { openDatabase } from "../platform/db/database.js";
import type { DatabaseTarget } from "../platform/db/database-target.js";
import { migrateToLatest } from "../platform/db/migrate.js";

const database = openDatabase(JSON.parse(process.argv[2] ?? "") as DatabaseTarget);
try {
  process.stdout.write(JSON.stringify(await migrateToLatest(database)));
} finally {
  await database.close();
}
