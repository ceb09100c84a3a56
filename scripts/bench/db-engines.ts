/**
 * Throughput of the same app on SQLite and on PostgreSQL, one run side by side: logins per second
 * (argon2id plus a session write), signed-in requests per second (`auth.me`, the call every page
 * makes: a session lookup and its user) and visitor requests per second (POST /api/requests: a reference,
 * a row, two mails queued, sent to a local SMTP capture meanwhile). Then a burst of simultaneous quotes on
 * PostgreSQL: how many answered 5xx, and the slowest `/healthz` meanwhile (docs/0055-parallel-references.md).
 * Each engine gets a fresh database; PostgreSQL is a temporary local cluster (Debian's `postgresql`
 * binaries), or TEST_POSTGRES_URL's server.
 *
 *   npx tsx scripts/bench/db-engines.ts
 */
import { performance } from "node:perf_hooks";
import { startPostgresCluster } from "../../server/testing/postgres-cluster.js";
import { startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { createPostgresDatabase, createTestDatabase, type TestDatabase } from "../../server/testing/test-database.js";
import { startTestServer } from "../../server/testing/test-server.js";

const LOGINS = 60;
const LOGIN_CONCURRENCY = 4;
const REQUEST_SECONDS = 5;
const REQUEST_CONCURRENCY = 16;
const SIMULTANEOUS_QUOTES = 60;
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

const smtp = await startSmtpCapture();
const serverEnv = {
  SMTP_URL: smtp.url,
  LEADS_EMAIL: "team@novadis.test",
  // Thousands of requests from one address and a few e-mails: the limits would refuse the bench, not the database.
  RATE_LIMIT_FACTOR: "10000",
};

async function measure(database: TestDatabase) {
  const server = await startTestServer({ database: database.target, env: serverEnv });
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
    const visitorUntil = performance.now() + REQUEST_SECONDS * 1000;
    const visitorRequests = await saturate(
      REQUEST_CONCURRENCY,
      () => performance.now() > visitorUntil,
      async () => {
        const response = await post("/api/requests", {
          type: "contact",
          firstName: "Bench",
          lastName: "Mark",
          email: `visitor${Math.floor(Math.random() * 1e9)}@example.fr`,
          message: "Bonjour, ceci est une demande de mesure.",
          consent: true,
        });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`/api/requests answered ${response.status}`);
      },
    );
    return {
      logins: logins.count / logins.seconds,
      requests: requests.count / requests.seconds,
      visitorRequests: visitorRequests.count / visitorRequests.seconds,
    };
  } finally {
    await server.close();
  }
}

/** SIMULTANEOUS_QUOTES quotes posted at once; `/healthz` polled meanwhile. */
async function quoteBurst(database: TestDatabase) {
  const server = await startTestServer({ database: database.target, env: serverEnv });
  try {
    let bursting = true;
    let slowestHealth = 0;
    const health = (async () => {
      while (bursting) {
        const started = performance.now();
        await (await fetch(`${server.url}/healthz`)).arrayBuffer();
        slowestHealth = Math.max(slowestHealth, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: SIMULTANEOUS_QUOTES }, async (_, index) => {
        const response = await fetch(`${server.url}/api/quotes`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            offers: ["web-launch"],
            customer: {
              firstName: "Bench",
              lastName: "Mark",
              email: `quote${index}@example.fr`,
              company: "Bench SARL",
              address: "1 rue de la Mesure\n69002 Lyon",
            },
            consent: true,
          }),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    bursting = false;
    await health;
    return {
      created: statuses.filter((status) => status === 201).length,
      serverErrors: statuses.filter((status) => status >= 500).length,
      seconds,
      slowestHealth,
    };
  } finally {
    await server.close();
  }
}

const cluster = process.env.TEST_POSTGRES_URL ? undefined : await startPostgresCluster();
const postgresUrl = process.env.TEST_POSTGRES_URL ?? (cluster as NonNullable<typeof cluster>).url;
try {
  const results: Array<[string, Awaited<ReturnType<typeof measure>>]> = [];
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
  console.log(`/api/requests: ${REQUEST_SECONDS} s at concurrency ${REQUEST_CONCURRENCY}`);
  console.log(
    `${"engine".padEnd(20)} ${"logins/s".padStart(10)} ${"auth.me/s".padStart(10)} ${"/api/requests/s".padStart(16)}`,
  );
  for (const [name, { logins, requests, visitorRequests }] of results) {
    console.log(
      `${name.padEnd(20)} ${logins.toFixed(1).padStart(10)} ${requests.toFixed(0).padStart(10)} ${visitorRequests.toFixed(0).padStart(16)}`,
    );
  }
  const [sqlite, postgres] = results.map(([, figures]) => figures.visitorRequests);
  console.log(`/api/requests PostgreSQL ×1 / SQLite: ${((postgres ?? 0) / (sqlite ?? 1)).toFixed(2)}`);
  const burstDatabase = await createPostgresDatabase(postgresUrl);
  try {
    const burst = await quoteBurst(burstDatabase);
    console.log(
      `${SIMULTANEOUS_QUOTES} simultaneous quotes on PostgreSQL: ${burst.created} × 201, ${burst.serverErrors} × 5xx, all answered in ${burst.seconds.toFixed(1)} s; slowest /healthz meanwhile ${burst.slowestHealth.toFixed(0)} ms`,
    );
  } finally {
    await burstDatabase.drop();
  }
} finally {
  await cluster?.stop();
  await smtp.close();
}
