import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppProcess, startAppProcess } from "../multi-process/app-process.js";

/** A database file of the run, removed (with its WAL) by `remove`. */
export function runDatabase(name: string) {
  const path = join(tmpdir(), `resilience-${process.pid}-${name}.db`);
  return {
    path,
    remove: () => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(path + suffix, { force: true });
    },
  };
}

/**
 * The production build as a process of its own, on its own database; rate limits raised (every request
 * comes from 127.0.0.1). Mail goes to `smtpUrl`, or to a port where nothing answers.
 */
export function startApp(databasePath: string, env: Record<string, string> = {}): Promise<AppProcess> {
  return startAppProcess(resilienceEnv(databasePath, env));
}

/** What every process of the run is started with, on top of appProcessEnv's. */
export function resilienceEnv(databasePath: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_PATH: databasePath,
    SMTP_URL: "smtp://127.0.0.1:9",
    RATE_LIMIT_FACTOR: "10000",
    LOG_LEVEL: "warn",
    ...env,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await sleep(100);
  }
  return true;
}
