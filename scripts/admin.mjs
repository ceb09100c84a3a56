// `npm run admin -- <command>`: the TypeScript source where tsx is installed (development), else the
// bundled dist/server/admin.js (the production container keeps production dependencies only).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const tsx = "node_modules/.bin/tsx";
const [program, entry] = existsSync(tsx)
  ? [tsx, "server/back-office/admin-cli.ts"]
  : [process.execPath, "dist/server/admin.js"];
const { status } = spawnSync(program, [entry, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(status ?? 1);
