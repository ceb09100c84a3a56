// `npm run dev`: contentlayer recompiles content on change while the app server runs with Vite's hot reload.
import { spawn } from "node:child_process";

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
