// `npm run smoke:prod`: what the Dockerfile's runtime stage does, without Docker (no engine runs here).
// Copies exactly what that stage copies into a temporary folder, keeps production dependencies only,
// starts the server from there and checks /healthz and /.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
if (!existsSync(join(root, "dist", "server", "index.js"))) {
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

const app = mkdtempSync(join(tmpdir(), "smoke-prod-"));
// The runtime stage: package manifests, the build output, and node_modules pruned to production.
for (const path of ["package.json", "package-lock.json", "dist", "scripts/server-command.mjs"])
  cpSync(join(root, path), join(app, path), { recursive: true });
cpSync(join(root, "node_modules"), join(app, "node_modules"), { recursive: true, verbatimSymlinks: true });
execFileSync("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"], { cwd: app, stdio: "inherit" });
for (const devOnly of ["vite", "contentlayer2", "tsx", "@playwright/test"]) {
  if (existsSync(join(app, "node_modules", devOnly))) throw new Error(`dev dependency ${devOnly} survived the prune`);
}

const port = 3900 + Math.floor(Math.random() * 90);
const server = spawn(process.execPath, ["dist/server/index.js"], {
  cwd: app,
  // Production requires an SMTP server; the smoke check sends no mail, so an address nobody answers will do.
  // It requires a key for TOTP secrets too (docs/0041): a throwaway one.
  env: {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SMTP_URL: "smtp://127.0.0.1:9",
    TWO_FACTOR_KEYS: randomBytes(32).toString("base64url"),
  },
  stdio: "inherit",
});

async function check() {
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const health = await fetch(`${base}/healthz`);
      if (health.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const health = await fetch(`${base}/healthz`);
  if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
  const home = await fetch(`${base}/`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<html lang="fr">')) throw new Error(`/ answered ${home.status}`);
  if (!existsSync(join(app, "data", "app.db"))) throw new Error("the database was not created under data/");
  // A page rendered at request time: the SSR bundle must run on production dependencies alone.
  const rendered = await fetch(`${base}/login?next=%2Fdashboard`);
  const renderedHtml = await rendered.text();
  if (rendered.status !== 200 || !renderedHtml.includes('name="next" value="/dashboard"')) {
    throw new Error(`/login?next=%2Fdashboard answered ${rendered.status} without its hidden field`);
  }
  console.log(
    `smoke:prod ok: /healthz, / and a page rendered at request time from a production-only install in ${app}`,
  );
}

try {
  await check();
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  rmSync(app, { recursive: true, force: true });
}
