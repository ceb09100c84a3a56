/**
 * The production build, started for a benchmark the way `npm start` runs it: its own port, a
 * throwaway database, production settings. Builds first when there is no build.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

export interface ProductionServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `npm run build` unless the server bundle and the prerendered pages are there. */
export function buildIfMissing(): void {
  const built = ["dist/server/index.js", "dist/pages/manifest.json"].every((file) => existsSync(join(root, file)));
  if (built) return;
  console.log("No build found: running `npm run build` first.");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer on ${origin}`);
}

export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<ProductionServer> {
  const origin = `http://127.0.0.1:${port}`;
  const databasePath = join(tmpdir(), `bench-${process.pid}-${port}.db`);
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: origin,
      DATABASE_PATH: databasePath,
      LOG_LEVEL: "warn",
      // Production requires an SMTP server; nothing here sends mail, so an address nobody answers will do.
      SMTP_URL: "smtp://127.0.0.1:9",
      // And a key for TOTP secrets (docs/0041): a throwaway one, like the database.
      TWO_FACTOR_KEYS: randomBytes(32).toString("base64url"),
      ...env,
    },
  });
  await waitForHealth(origin, child);
  return {
    origin,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      for (const suffix of ["", "-wal", "-shm"]) rmSync(databasePath + suffix, { force: true });
    },
  };
}
