import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingSlot } from "../../../src/booking/shared/booking-slot.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { createTestBrowser, postJson } from "../../testing/http-client.js";
import { findPgbouncer, type Pgbouncer, startPgbouncer } from "../../testing/pgbouncer.js";
import { createPostgresDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { migrationsFor } from "./migrations/index.js";

const binary = findPgbouncer();
// In CI the binary is installed (.ci/run): there a missing one fails the run instead of skipping the test.
if (!binary && process.env.CI && testEngine() === "postgres") {
  throw new Error("PgBouncer is not installed, and CI runs the app behind it: `apt-get install pgbouncer`");
}
const skipReason = binary
  ? undefined
  : "skipped: no pgbouncer binary (Debian: `apt-get install pgbouncer`); CI installs it and runs this test";

/** Fewer server connections than the app's pool: its clients take turns on each, transaction by transaction. */
const SERVER_CONNECTIONS = 3;

describe.skipIf(testEngine() !== "postgres" || !binary)(
  `the app behind PgBouncer in transaction mode${skipReason ? ` (${skipReason})` : ""}`,
  () => {
    let pgbouncer: Pgbouncer;
    let database: TestDatabase;
    let bed: AuthTestbed;
    const serverUrl = () => process.env.TEST_POSTGRES_URL ?? "";
    /** On the server itself, beside the pooler. */
    const direct = async <T>(query: string, values: unknown[] = []): Promise<T[]> => {
      const client = new pg.Client({
        connectionString: database.target.engine === "postgres" ? database.target.url : "",
      });
      await client.connect();
      try {
        return (await client.query(query, values)).rows as T[];
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      pgbouncer = await startPgbouncer(binary as string, serverUrl(), SERVER_CONNECTIONS);
      database = await createPostgresDatabase(serverUrl());
      if (database.target.engine !== "postgres") throw new Error("a PostgreSQL test");
      // The app migrates through the pooler too (startTestServer migrates before serving).
      bed = await startAuthTestbed({
        database: { engine: "postgres", url: pgbouncer.urlFor(database.target.url) },
        env: {
          DATABASE_URL: pgbouncer.urlFor(database.target.url),
          DATABASE_TRANSACTION_POOLER: "true",
          DATABASE_POOL_MAX: "8",
        },
      });
    });
    afterAll(async () => {
      await bed?.close();
      await database?.drop();
      await pgbouncer?.stop();
    });

    it("serves sign-ups, requests and bookings at once, through fewer server connections than clients", {
      timeout: 120_000,
    }, async () => {
      const url = bed.server.url;
      const slots = ((await (await fetch(`${url}/api/booking-slots`)).json()) as { slots: BookingSlot[] }).slots;
      const work = Array.from({ length: 6 }, async (_, index) => {
        const email = `client${index}@example.fr`;
        const registered = await createTestBrowser(url).mutation("auth.register", {
          firstName: "Ana",
          lastName: "Durand",
          email,
          password: TEST_PASSWORD,
        });
        const request = await postJson(url, "/api/requests", {
          type: "contact",
          firstName: "Ana",
          lastName: "Durand",
          email,
          message: `Bonjour ${index}`,
          consent: true,
        });
        const booking = await postJson(url, "/api/bookings", {
          firstName: "Ana",
          lastName: "Durand",
          email,
          phone: "06 11 22 33 44",
          topic: "Refonte",
          consent: true,
          start: slots[index]?.start,
        });
        return [registered.status, request.status, booking.status];
      });
      expect(await Promise.all(work)).toEqual(Array.from({ length: 6 }, () => [200, 201, 201]));
      const references = await direct<{ reference: string }>("select reference from visitor_request");
      expect(new Set(references.map((row) => row.reference)).size).toBe(12);
      await bed.smtp.waitForMail("client5@example.fr");
    });

    it("sets its timeouts inside each transaction and leaves nothing on the server connections it shares", async () => {
      const db = bed.server.database.db;
      const inside = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ lock: string; statement: string }>`select current_setting('lock_timeout') as lock,
          current_setting('statement_timeout') as statement`.execute(trx);
        return rows[0];
      });
      expect(inside).toEqual({ lock: "5s", statement: "30s" });
      // Outside a transaction, the server connection's own settings: no SET of the app's stayed on it.
      for (let round = 0; round < SERVER_CONNECTIONS * 2; round++) {
        const { rows } = await sql<{ lock: string }>`select current_setting('lock_timeout') as lock`.execute(db);
        expect(rows[0]?.lock).toBe("0");
      }
      // Nor an advisory lock (the migration lock is transaction-scoped).
      // Of this database only: the cluster is shared with the other test files, which migrate in parallel.
      expect(
        await direct(
          "select objid from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
        ),
      ).toEqual([]);
    });

    it("migrates once when several processes start together through the pooler", { timeout: 120_000 }, async () => {
      const fresh = await createPostgresDatabase(serverUrl());
      try {
        if (fresh.target.engine !== "postgres") throw new Error("a PostgreSQL test");
        const target = JSON.stringify({ engine: "postgres", url: pgbouncer.urlFor(fresh.target.url) });
        const run = promisify(execFile);
        const outputs = await Promise.all(
          [1, 2, 3].map(() =>
            run(process.execPath, ["--import", "tsx", "server/testing/migrate-in-process.ts", target]),
          ),
        );
        const applied = outputs.map(({ stdout }) => JSON.parse(stdout) as string[]).sort((a, b) => b.length - a.length);
        expect(applied).toEqual([Object.keys(migrationsFor("postgres")), [], []]);
      } finally {
        await fresh.drop();
      }
    });
  },
);
