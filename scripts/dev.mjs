// `npm run dev`: contentlayer recompiles content on change while the app server runs with Vite's hot reload.
import { execFileSync, spawn } from "node:child_process";

// The drawings (portraits, application screens) are read from compiled content and served from public/:
// drawn once at start (restart after changing a leader's portrait or an application's screens).
execFileSync("node_modules/.bin/contentlayer2", ["build"], { stdio: "inherit" });
execFileSync(process.execPath, ["node_modules/.bin/tsx", "scripts/art/make-art.ts"], { stdio: "inherit" });

const children = [
  spawn("node_modules/.bin/contentlayer2", ["dev"], { stdio: "inherit" }),
  spawn(
    process.execPath,
    ["node_modules/.bin/tsx", "watch", "--clear-screen=false", "--ignore", "src/**", "server/dev.ts"],
    {
      stdio: "inherit",
    },
  ),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && process.exit(code));
