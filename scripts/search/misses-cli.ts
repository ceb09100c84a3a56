/**
 * `npm run search:misses [-- <count>]`: the queries of the site search that found nothing, most frequent
 * first (docs/0020), from the database named by DATABASE_PATH or DATABASE_URL. For content authors: what
 * visitors look for and do not find. No back office exists yet; this is its stand-in.
 */
import { databaseVariables, loadConfig } from "../../server/platform/config/config.js";
import { openDatabase } from "../../server/platform/db/database.js";
import { migrateToLatest } from "../../server/platform/db/migrate.js";
import { searchMisses } from "../../server/search/search-misses.js";

const count = Number(process.argv[2] ?? 50);
if (!Number.isInteger(count) || count < 1) {
  console.error("usage: npm run search:misses -- [how many, default 50]");
  process.exit(2);
}
const database = openDatabase(loadConfig(databaseVariables()).database);
try {
  // As the server does at start: a database from before the search has no table yet.
  await migrateToLatest(database);
  const misses = await searchMisses(database.db).top(count);
  if (misses.length === 0) console.log("No search has come back empty.");
  for (const miss of misses) {
    console.log(
      `${String(miss.misses).padStart(6)}  ${new Date(miss.lastSeenAt).toISOString().slice(0, 10)}  ${miss.query}`,
    );
  }
} finally {
  await database.close();
}
