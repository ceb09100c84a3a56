/**
 * `npm run admin -- promote <email> <role>` (README "Back-office"): how the first admin is made, on the
 * database DATABASE_URL or DATABASE_PATH names. Bundled as dist/server/admin.js so the production
 * container, which has no TypeScript runner, runs it too (scripts/server-command.mjs picks the one available).
 */
import { isRole, roles } from "../../src/back-office/shared/roles.js";
import { databaseVariables, loadConfig } from "../platform/config/config.js";
import { openDatabase } from "../platform/db/database.js";
import { migrateToLatest } from "../platform/db/migrate.js";
import { ServiceError } from "../platform/service-error.js";
import { commandLineActor } from "./actor.js";
import { changeRole } from "./role-change.js";

const usage = `usage: npm run admin -- promote <email> <${roles.join("|")}>`;
const [command, email, role] = process.argv.slice(2);
if (command !== "promote" || !email || !role) {
  console.error(usage);
  process.exit(2);
}
if (!isRole(role)) {
  console.error(`Rôle inconnu « ${role} ». ${usage}`);
  process.exit(2);
}

const target = loadConfig(databaseVariables()).database;
const database = openDatabase(target);
try {
  // A fresh install has no tables until the server first starts: the command must work before that.
  await migrateToLatest(database);
  const changed = await changeRole(database.db, commandLineActor, { email, role }, Date.now());
  console.log(`${changed.email} : ${changed.previous} → ${changed.role}`);
} catch (error) {
  console.error(error instanceof ServiceError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
