/**
 * A busy SQLite file (docs/0040): the production server on a fresh database, another connection holding
 * `BEGIN EXCLUSIVE` on it for 14 s; prints what `/healthz`, `/readyz` and 5 concurrent logins answered under
 * the lock, and how long each took. Targets: `/healthz` < 50 ms, each login a 503 with `Retry-After` < 2 s.
 *
 *   npx tsx scripts/bench/outside-lock.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import { buildIfMissing, startProductionServer } from "./production-server.js";

const LOCK_MS = 14_000;
const account = { firstName: "Ana", lastName: "Verrou", email: "lock@example.fr", password: "B3nchmarkPass" };

buildIfMissing();
const dir = mkdtempSync(join(tmpdir(), "outside-lock-"));
const databasePath = join(dir, "app.db");
const server = await startProductionServer(4390, { DATABASE_PATH: databasePath, RATE_LIMIT_FACTOR: "1000" });
const headers = { "content-type": "application/json", origin: server.origin };
const post = (path: string, body: unknown) =>
  fetch(`${server.origin}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
const timed = async (ask: () => Promise<Response>) => {
  const started = performance.now();
  const response = await ask();
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("retry-after"), ms: performance.now() - started };
};

try {
  await post("/auth/register", account);
  const outside = new Database(databasePath);
  outside.exec("BEGIN EXCLUSIVE");
  const lockedAt = performance.now();
  const released = new Promise<void>((resolve) =>
    setTimeout(() => {
      outside.exec("COMMIT");
      outside.close();
      resolve();
    }, LOCK_MS),
  );

  const health = [];
  for (let i = 0; i < 5; i += 1) health.push(await timed(() => fetch(`${server.origin}/healthz`)));
  const logins = await Promise.all(
    Array.from({ length: 5 }, () =>
      timed(() => post("/auth/login", { email: account.email, password: account.password })),
    ),
  );
  const ready = await timed(() => fetch(`${server.origin}/readyz`));
  const heldSoFar = performance.now() - lockedAt;
  await released;
  const after = await timed(() => post("/auth/login", { email: account.email, password: account.password }));

  const row = (label: string, answers: { status: number; retryAfter: string | null; ms: number }[]) =>
    console.log(
      `${label.padEnd(28)} ${answers.map((a) => `${a.status}${a.retryAfter ? ` (Retry-After ${a.retryAfter})` : ""} ${a.ms.toFixed(0)} ms`).join(", ")}`,
    );
  console.log(
    `outside exclusive lock held ${LOCK_MS / 1000} s; all of the below answered ${(heldSoFar / 1000).toFixed(1)} s into it`,
  );
  row("/healthz, one after another", health);
  row("5 concurrent logins", logins);
  row("/readyz", [ready]);
  row("a login once released", [after]);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
