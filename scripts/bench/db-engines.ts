/**
 * Throughput of the same app on SQLite and on PostgreSQL, one run side by side: logins per second
 * (argon2id plus a session write) and signed-in requests per second (`auth.me`, the call every page
 * makes: a session lookup and its user). Each engine gets a fresh database; PostgreSQL is a temporary
 * local cluster (Debian's `postgresql` binaries), or TEST_POSTGRES_URL's server.
 *
 *   npx tsx scripts/bench/db-engines.ts
 */
import { performance } from "node:perf_hooks";
import { startPostgresCluster } from "../../server/testing/postgres-cluster.js";
import { createPostgresDatabase, createTestDatabase, type TestDatabase } from "../../server/testing/test-database.js";
import { startTestServer } from "../../server/testing/test-server.js";

const LOGINS = 60;
const LOGIN_CONCURRENCY = 4;
const REQUEST_SECONDS = 5;
const REQUEST_CONCURRENCY = 16;
const password = "B3nchmarkPass";

/** Runs `task` from `workers` loops until `done()`; returns how many ran and the seconds taken. */
async function saturate(workers: number, done: (count: number) => boolean, task: () => Promise<void>) {
  let count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!done(count)) {
        count += 1;
        await task();
      }
    }),
  );
  return { count, seconds: (performance.now() - started) / 1000 };
}

async function measure(database: TestDatabase) {
  const server = await startTestServer({ database: database.target });
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  try {
    const email = "bench@example.fr";
    const registered = await post("/auth/register", { firstName: "Bench", lastName: "Mark", email, password });
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
    const { token } = (await registered.json()) as { token: string };

    const logins = await saturate(
      LOGIN_CONCURRENCY,
      (count) => count >= LOGINS,
      async () => {
        const response = await post("/auth/login", { email, password });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`login answered ${response.status}`);
      },
    );
    const until = performance.now() + REQUEST_SECONDS * 1000;
    const requests = await saturate(
      REQUEST_CONCURRENCY,
      () => performance.now() > until,
      async () => {
        const response = await fetch(`${server.url}/trpc/auth.me`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`auth.me answered ${response.status}`);
      },
    );
    return { logins: logins.count / logins.seconds, requests: requests.count / requests.seconds };
  } finally {
    await server.close();
  }
}

const cluster = process.env.TEST_POSTGRES_URL ? undefined : await startPostgresCluster();
const postgresUrl = process.env.TEST_POSTGRES_URL ?? (cluster as NonNullable<typeof cluster>).url;
try {
  const results: Array<[string, { logins: number; requests: number }]> = [];
  for (const [name, create] of [
    ["SQLite (WAL file)", () => createTestDatabase("sqlite")],
    ["PostgreSQL (local)", () => createPostgresDatabase(postgresUrl)],
  ] as const) {
    const database = await create();
    try {
      results.push([name, await measure(database)]);
    } finally {
      await database.drop();
    }
  }
  console.log(
    `one process, in-process HTTP; logins: ${LOGINS} at concurrency ${LOGIN_CONCURRENCY}; auth.me: ${REQUEST_SECONDS} s at concurrency ${REQUEST_CONCURRENCY}`,
  );
  console.log(`${"engine".padEnd(20)} ${"logins/s".padStart(10)} ${"auth.me/s".padStart(10)}`);
  for (const [name, { logins, requests }] of results) {
    console.log(`${name.padEnd(20)} ${logins.toFixed(1).padStart(10)} ${requests.toFixed(0).padStart(10)}`);
  }
} finally {
  await cluster?.stop();
}
