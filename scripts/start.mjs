// `npm start`: build once if there is no build yet, then run the production server.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const built = ["dist/server/index.js", "dist/pages/manifest.json"].every((file) => existsSync(file));
if (!built) {
  console.log("No build found: running `npm run build` first.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
await import("../dist/server/index.js");
