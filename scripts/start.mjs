// `npm start`: build once if there is no build yet, then run the production server in this very process:
// a signal sent to it (or to its process group) reaches the server's own handlers, with no relay to forward
// it, to outlive the server or to die writing to a broken pipe, and the exit code is the server's
// (docs/0042-logging-never-blocks-shutdown.md).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const built = ["dist/server/index.js", "dist/pages/manifest.json"].every((file) => existsSync(file));
if (!built) {
  console.log("No build found: running `npm run build` first.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
await import("../dist/server/index.js");
