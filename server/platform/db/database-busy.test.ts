import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { createTestBrowser } from "../../testing/http-client.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { type DatabaseHandle, openDatabase } from "./database.js";

/**
 * Holds the write lock the login's rate-limit counter needs, from another connection (another process):
 * SQLite's database write lock, PostgreSQL's exclusive lock on the counters' table.
 */
async function holdWriteLock(handle: DatabaseHandle): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = handle.db.connection().execute(async (connection) => {
    if (handle.engine === "sqlite") await sql`begin immediate`.execute(connection);
    else await sql`begin; lock table rate_limit in exclusive mode`.execute(connection);
    locked();
    await released;
    await sql`commit`.execute(connection);
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

/** Registers Ana, whose logins the tests send. */
async function registerAna(url: string) {
  const registered = await createTestBrowser(url).mutation("auth.register", {
    firstName: "Ana",
    lastName: "Durand",
    email: "ana@example.fr",
    password: TEST_PASSWORD,
  });
  expect(registered.status).toBe(200);
}

/** A REST login for Ana, with the time it took to be answered. */
async function timedLogin(url: string): Promise<{ status: number; retryAfter: string | null; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "ana@example.fr", password: TEST_PASSWORD }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("retry-after"), ms: performance.now() - started };
}

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe(`a busy database (${testEngine()})`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("answers 503 with Retry-After when a lock is held past the wait, then serves again", {
    timeout: 60_000,
  }, async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.drop());
    const server: TestServer = await startTestServer({ database: database.target });
    cleanups.push(() => server.close());
    await registerAna(server.url);

    const other = openDatabase(database.target);
    cleanups.push(() => other.close());
    const release = await holdWriteLock(other);
    const login = { email: "ana@example.fr", password: TEST_PASSWORD };
    try {
      const rest = await fetch(`${server.url}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(login),
      });
      expect(rest.status).toBe(503);
      expect(rest.headers.get("retry-after")).toBe("1");
      expect(await rest.json()).toEqual({ success: false, message: messages.http.databaseBusy });
      const trpc = await createTestBrowser(server.url).mutation("auth.login", { ...login, rememberMe: false });
      expect(trpc.status).toBe(503);
      expect(trpc.error?.message).toBe(messages.http.databaseBusy);
    } finally {
      await release();
    }
    const again = await createTestBrowser(server.url).mutation("auth.login", { ...login, rememberMe: false });
    expect(again.status).toBe(200);
  });
  it("serves requests that need no database while a write waits for an outside lock", { timeout: 60_000 }, async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.drop());
    const server: TestServer = await startTestServer({ database: database.target });
    cleanups.push(() => server.close());
    const other = openDatabase(database.target);
    cleanups.push(() => other.close());
    const release = await holdWriteLock(other);
    const settled: string[] = [];
    try {
      const login = fetch(`${server.url}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nobody@example.fr", password: TEST_PASSWORD }),
      }).then((response) => {
        settled.push("login");
        return response;
      });
      // Long enough for the login to reach the lock; it then waits seconds for it.
      await sleep(300);
      const page = await fetch(`${server.url}/`);
      settled.push("page");
      expect(page.status).toBeLessThan(500);
      expect((await login).status).toBe(503);
      // SQLite's native busy wait blocked the event loop: the page came only after the login gave up.
      expect(settled).toEqual(["page", "login"]);
    } finally {
      await release();
    }
  });

  it.runIf(testEngine() === "sqlite")(
    "an outside lock on the SQLite file queues no request: each of five logins gets its 503 within 2 s, /healthz at once",
    { timeout: 60_000 },
    async () => {
      const database: TestDatabase = await createTestDatabase();
      cleanups.push(() => database.drop());
      const server: TestServer = await startTestServer({ database: database.target });
      cleanups.push(() => server.close());
      await registerAna(server.url);
      await timedGet(`${server.url}/healthz`);
      if (database.target.engine !== "sqlite") throw new Error("an SQLite test");

      // Another program on the same file, as sqlite3's shell would: its own connection, BEGIN EXCLUSIVE.
      const outsider = new SQLite(database.target.path);
      cleanups.push(async () => {
        if (outsider.inTransaction) outsider.exec("rollback");
        outsider.close();
      });
      outsider.exec("begin exclusive");
      outsider.prepare("update user set updated_at = updated_at").run();

      const logins = Promise.all(Array.from({ length: 5 }, () => timedLogin(server.url)));
      await sleep(100);
      // Liveness never touches the database, whatever waits on it. The fastest of five: a loaded machine
      // may delay some, waiting for the database would delay every one by a second.
      const health = [];
      for (let index = 0; index < 5; index++) health.push(await timedGet(`${server.url}/healthz`));
      const readiness = await timedGet(`${server.url}/readyz`);
      const answered = await logins;
      outsider.exec("rollback");

      expect(health.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(Math.min(...health.map((answer) => answer.ms))).toBeLessThan(50);
      // Readiness reads (WAL readers pass an outside writer) within its bound.
      expect(readiness.status).toBe(200);
      expect(readiness.ms).toBeLessThan(1_500);
      for (const login of answered) {
        expect(login).toMatchObject({ status: 503, retryAfter: "1" });
        expect(login.ms).toBeLessThan(2_000);
      }
      // The lock gone, the same login succeeds.
      expect((await timedLogin(server.url)).status).toBe(200);
    },
  );
});
