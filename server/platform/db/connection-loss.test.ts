import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { createLogger } from "../logging/logger.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { isDatabaseBusy } from "./database-busy.js";
import { openPostgres } from "./postgres-database.js";
import { waitForDatabase } from "./wait-for-database.js";

const silent = createLogger("silent");

// A PostgreSQL server ends connections (restart, failover, pg_terminate_backend); SQLite has no connection to
// lose, so these run in the postgres project only.
describe.skipIf(testEngine() !== "postgres")("a connection PostgreSQL ends", () => {
  let testDatabase: TestDatabase | undefined;
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it("inside a transaction: the work fails as busy (503), the process lives, the next query gets a new connection", async () => {
    testDatabase = await createTestDatabase("postgres");
    database = openDatabase(testDatabase.target);
    const handle = database;
    let backend = 0;
    let entered: () => void = () => undefined;
    const inTransaction = new Promise<void>((resolve) => {
      entered = resolve;
    });
    // Its outcome is taken at once: it fails while the test is still ending the connection.
    const outcome = handle.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        backend = rows[0]?.pid ?? 0;
        entered();
        // Long work inside the transaction (a PDF rendering) while the server ends the connection.
        await sql`select pg_sleep(5)`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await inTransaction;
    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [backend]);
    } finally {
      await admin.end();
    }
    const failure = await outcome;
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseBusy(failure)).toBe(true);
    // Without a listener on the checked-out client, its 'error' event would have ended this process by now.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows[0]?.one).toBe(1);
  });
});

describe("waiting for the database at start", () => {
  it("retries a server that is not listening, then gives up with the connection's error once its time is up", async () => {
    // Port 9 (discard) on 127.0.0.1: nothing listens there, the connection is refused at once.
    const unreachable = openPostgres("postgres://nobody:secret@127.0.0.1:9/none", { poolSize: 1 });
    const warnings: unknown[] = [];
    const logger = createLogger("warn", { write: (line: string) => warnings.push(JSON.parse(line)) });
    const started = Date.now();
    try {
      const failure = await waitForDatabase(unreachable, logger, { withinMs: 600, firstDelayMs: 50 }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseBusy(failure)).toBe(true);
      expect(Date.now() - started).toBeLessThan(3_000);
      // 50, 100, 200 ms: three retries logged, then the next pause (400 ms) would pass the 600 ms.
      expect(warnings.length).toBeGreaterThanOrEqual(2);
      expect(warnings[0]).toMatchObject({ attempt: 1, retryInMs: 50, msg: "database not reachable yet, retrying" });
    } finally {
      await unreachable.close();
    }
  });

  it.skipIf(testEngine() !== "postgres")(
    "does not wait for an error that time will not fix (an unknown database)",
    async () => {
      const url = new URL(process.env.TEST_POSTGRES_URL ?? "");
      url.pathname = "/no_such_database";
      const wrong = openPostgres(url.href, { poolSize: 1 });
      const warnings: unknown[] = [];
      const logger = createLogger("warn", { write: (line: string) => warnings.push(line) });
      try {
        await expect(waitForDatabase(wrong, logger, { withinMs: 5_000 })).rejects.toMatchObject({ code: "3D000" });
        expect(warnings).toEqual([]);
      } finally {
        await wrong.close();
      }
    },
  );

  it("returns at once when the database answers", async () => {
    const testDatabase = await createTestDatabase(testEngine());
    const database = openDatabase(testDatabase.target);
    try {
      await expect(waitForDatabase(database, silent, { withinMs: 1_000 })).resolves.toBeUndefined();
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  });
});
