/**
 * Server time of a login: starts the real app (real SQLite file, argon2id hashing), registers one
 * account, then logs in 50 times in a row through POST /auth/login and prints the median and p95 of
 * the time the server spent on each request (request received → response finished).
 *
 *   npx tsx scripts/bench/login.ts
 */
import { performance } from "node:perf_hooks";
import { startTestServer } from "../../server/testing/test-server.js";
import { percentile } from "./percentile.js";

const LOGINS = 50;
const email = "bench@example.fr";
const password = "B3nchmarkPass";

const server = await startTestServer();
const serverTimes: number[] = [];
server.httpServer.prependListener("request", (req, res) => {
  const started = performance.now();
  // Read now: Express rewrites req.url while routing through mounted routers.
  const isLogin = req.url === "/auth/login";
  res.on("finish", () => {
    if (isLogin) serverTimes.push(performance.now() - started);
  });
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

try {
  const registered = await post("/auth/register", { firstName: "Bench", lastName: "Mark", email, password });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  const roundTrips: number[] = [];
  for (let i = 0; i < LOGINS; i++) {
    const started = performance.now();
    const response = await post("/auth/login", { email, password });
    await response.arrayBuffer();
    roundTrips.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`login ${i + 1} answered ${response.status}`);
  }
  const onServer = [...serverTimes].sort((a, b) => a - b);
  const trips = [...roundTrips].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`${LOGINS} sequential logins (argon2id m=19456 KiB, t=2, p=1; SQLite WAL)`);
  console.log(
    `server time   median ${ms(percentile(onServer, 50))}   p95 ${ms(percentile(onServer, 95))}   min ${ms(onServer[0] ?? 0)}   max ${ms(onServer.at(-1) ?? 0)}`,
  );
  console.log(`round trip    median ${ms(percentile(trips, 50))}   p95 ${ms(percentile(trips, 95))}`);
} finally {
  await server.close();
}
