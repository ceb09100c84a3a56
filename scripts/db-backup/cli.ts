/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>`: the SQLite database named by
 * DATABASE_PATH (README: "Backups"). PostgreSQL has its own tools, named in the README.
 */
import { statSync } from "node:fs";
import { loadConfig } from "../../server/platform/config/config.js";
import { BackupError, backupSqlite, restoreSqlite } from "./sqlite-backup.js";

const [command, file] = process.argv.slice(2);
if ((command !== "backup" && command !== "restore") || !file) {
  console.error("usage: npm run db:backup -- <backup file>  |  npm run db:restore -- <backup file>");
  process.exit(2);
}
const target = loadConfig({
  DATABASE_PATH: process.env.DATABASE_PATH,
  DATABASE_URL: process.env.DATABASE_URL,
}).database;
if (target.engine !== "sqlite") {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (README: Backups).");
  process.exit(2);
}
try {
  const started = Date.now();
  if (command === "backup") {
    backupSqlite(target.path, file);
    console.log(
      `Backed up ${target.path} to ${file} (${statSync(file).size} bytes, integrity checked, ${Date.now() - started} ms).`,
    );
  } else {
    restoreSqlite(file, target.path);
    console.log(`Restored ${target.path} from ${file} (integrity checked, ${Date.now() - started} ms).`);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
