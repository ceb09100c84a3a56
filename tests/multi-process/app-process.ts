import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { freePort } from "../../server/testing/free-port.js";

/** One process of the production build (dist/server/index.js), as `npm start` runs it. */
export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Its log lines so far (JSON, pino). */
  log: string[];
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * Production refuses to start without a key for TOTP secrets (docs/0041): one per run, shared by every
 * process of the run, since they share a database.
 */
const twoFactorKey = randomBytes(32).toString("base64url");

/** The environment of a production process listening on 127.0.0.1:`port`: every harness starts it with this. */
export function appProcessEnv(port: number, env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "info",
    TWO_FACTOR_KEYS: twoFactorKey,
    ...env,
  };
}

/** Starts a process and waits until its /healthz answers (it has migrated and listens). */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: appProcessEnv(port, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app stopped while starting:\n${log.join("\n")}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > until) throw new Error(`the app did not answer within 60 s:\n${log.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const json = { "content-type": "application/json" };
  return {
    url,
    child,
    log,
    post: (path, body, headers = {}) =>
      fetch(`${url}${path}`, { method: "POST", headers: { ...json, ...headers }, body: JSON.stringify(body) }),
    get: (path, headers = {}) => fetch(`${url}${path}`, { headers }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
