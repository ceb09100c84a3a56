// `npm run admin -- <command>`, `npm run db:migrate`: the TypeScript source where tsx is installed
// (development), else its bundle in dist/server (the production container keeps production dependencies only).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const commands = {
  admin: ["server/back-office/admin-cli.ts", "dist/server/admin.js"],
  migrate: ["server/platform/db/migrate-cli.ts", "dist/server/migrate.js"],
};
const [name, ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  console.error(`usage: node scripts/server-command.mjs <${Object.keys(commands).join("|")}> [arguments]`);
  process.exit(2);
}
const tsx = "node_modules/.bin/tsx";
const [program, entry] = existsSync(tsx) ? [tsx, command[0]] : [process.execPath, command[1]];
const { status } = spawnSync(program, [entry, ...args], { stdio: "inherit" });
process.exit(status ?? 1);
