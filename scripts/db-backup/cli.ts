/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>`: the database the server uses (README:
 * "Backups"). SQLite (DATABASE_PATH): a checked copy, restored over the stopped server's file. PostgreSQL
 * (DATABASE_URL, or PGHOST and the other PG* variables): a pg_dump archive, restored into an empty database
 * (docs/0060-self-healing-deployment.md; point-in-time recovery is WAL archiving's, described there).
 */
import { statSync } from "node:fs";
import { databaseVariables, loadConfig } from "../../server/platform/config/config.js";
import { backupPostgres, restorePostgres } from "./postgres-backup.js";
import { BackupError, backupSqlite, restoreSqlite } from "./sqlite-backup.js";

const [command, file] = process.argv.slice(2);
if ((command !== "backup" && command !== "restore") || !file) {
  console.error("usage: npm run db:backup -- <backup file>  |  npm run db:restore -- <backup file>");
  process.exit(2);
}
const target = loadConfig(databaseVariables()).database;
try {
  const started = Date.now();
  const took = () => `${Date.now() - started} ms`;
  if (target.engine === "postgres" && command === "backup") {
    await backupPostgres(target.url, file);
    console.log(`Dumped PostgreSQL to ${file} (${statSync(file).size} bytes, archive read back, ${took()}).`);
  } else if (target.engine === "postgres") {
    await restorePostgres(file, target.url);
    console.log(`Restored ${file} into the empty PostgreSQL database (one transaction, ${took()}).`);
  } else if (command === "backup") {
    backupSqlite(target.path, file);
    console.log(`Backed up ${target.path} to ${file} (${statSync(file).size} bytes, integrity checked, ${took()}).`);
  } else {
    restoreSqlite(file, target.path);
    console.log(`Restored ${target.path} from ${file} (integrity checked, ${took()}).`);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
