import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import * as httpMessages from "../../src/shared/http-messages.js";
import { TEST_PASSWORD } from "../testing/auth-testbed.js";
import { createTestBrowser } from "../testing/http-client.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
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
    const browser = createTestBrowser(server.url);
    const registered = await browser.mutation("auth.register", {
      firstName: "Ana",
      lastName: "Durand",
      email: "ana@example.fr",
      password: TEST_PASSWORD,
    });
    expect(registered.status).toBe(200);

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
      expect(await rest.json()).toEqual({ success: false, message: httpMessages.databaseBusy });
      const trpc = await createTestBrowser(server.url).mutation("auth.login", { ...login, rememberMe: false });
      expect(trpc.status).toBe(503);
      expect(trpc.error?.message).toBe(httpMessages.databaseBusy);
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
});
