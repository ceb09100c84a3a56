import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { Migrator, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { migrationsFor } from "./migrations/index.js";

const ALL = [
  "0001-users-and-sessions",
  "0002-accounts",
  "0003-client-keys",
  "0004-visitor-requests",
  "0005-mail-details",
  "0006-email-lower-case",
  "0007-shared-work",
  "0008-session-devices",
  "0009-back-office",
  "0013-search-misses",
  "0014-quotes",
  "0019-inbox-filter-indexes",
  "0020-session-authentication-time",
  "0021-two-factor",
  "0022-basket",
  "0023-email-changes",
  "0024-known-devices",
  "0025-passkeys",
  "0026-quote-replacement",
  "0027-quote-list-index",
  "0028-invitation-sequence-and-sender",
  "0029-parallel-references",
  "0030-stored-files",
  "0031-visitor-locale",
];
const user = (id: string, email: string) => ({
  id,
  email,
  firstName: "Ana",
  lastName: null,
  createdAt: Date.now(),
  updatedAt: Date.now(),
  passwordHash: null,
  clientKey: `NVD-0000-0000-0000-${id.padStart(4, "0")}`,
});

describe(`database and migrations (${testEngine()})`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.target);
  });
  afterEach(async () => {
    await handle.close();
    await database.drop();
  });

  it("applies migrations once", async () => {
    expect(await migrateToLatest(handle)).toEqual(ALL);
    expect(await migrateToLatest(handle)).toEqual([]);
  });

  it("migrates once when several processes start together on one database", { timeout: 120_000 }, async () => {
    const run = promisify(execFile);
    const target = JSON.stringify(database.target);
    const outputs = await Promise.all(
      [1, 2, 3].map(() => run(process.execPath, ["--import", "tsx", "server/testing/migrate-in-process.ts", target])),
    );
    const applied = outputs.map(({ stdout }) => JSON.parse(stdout) as string[]).sort((a, b) => b.length - a.length);
    expect(applied).toEqual([ALL, [], []]);
  });

  it("gives new users the default plan and role and keeps e-mails unique whatever their case", async () => {
    await migrateToLatest(handle);
    await handle.db.insertInto("user").values(user("u1", "ana@example.fr")).execute();
    const row = await handle.db.selectFrom("user").selectAll().where("id", "=", "u1").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ plan: "freemium", role: "user", isEmailVerified: 0, lastName: null });
    // Written around the app's lower-casing: the unique index on lower(email) still refuses it.
    await expect(handle.db.insertInto("user").values(user("u2", "ANA@example.FR")).execute()).rejects.toThrow(
      /UNIQUE|duplicate key/,
    );
  });

  it("reads epoch milliseconds back as exact numbers", async () => {
    await migrateToLatest(handle);
    const at = Date.UTC(2031, 0, 2, 3, 4, 5, 678);
    await handle.db
      .insertInto("user")
      .values({ ...user("u1", "a@b.fr"), createdAt: at })
      .execute();
    const row = await handle.db.selectFrom("user").select("createdAt").executeTakeFirstOrThrow();
    expect(row.createdAt).toBe(at);
  });

  it("lower-cases the addresses an earlier version stored as Google spelt them", async () => {
    const migrator = new Migrator({
      db: handle.db.withoutPlugins(),
      provider: { getMigrations: async () => migrationsFor(handle.engine) },
    });
    await migrator.migrateTo("0005-mail-details");
    await handle.db.insertInto("user").values(user("u1", "Nina@Gmail.Example")).execute();
    expect(await migrateToLatest(handle)).toEqual(ALL.slice(5));
    const row = await handle.db.selectFrom("user").select("email").executeTakeFirstOrThrow();
    expect(row.email).toBe("nina@gmail.example");
  });

  it("rolls back the whole run when a migration fails, leaving nothing half-done", async () => {
    const migrator = new Migrator({
      db: handle.db.withoutPlugins(),
      provider: { getMigrations: async () => migrationsFor(handle.engine) },
    });
    await migrator.migrateTo("0005-mail-details");
    await handle.db.insertInto("user").values(user("u1", "Nina@Gmail.Example")).execute();
    // In the way of 0007's second step, after 0006 and 0007's first step have run.
    await sql`create table job_lease (name text)`.execute(handle.db);
    await expect(migrateToLatest(handle)).rejects.toThrow(/0007-shared-work/);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
    expect(applied.rows.map((row) => row.name)).toEqual(ALL.slice(0, 5));
    const outbox = (await handle.db.introspection.getTables()).find((table) => table.name === "mail_outbox");
    expect(outbox?.columns.map((column) => column.name)).not.toContain("claimed_until");
    const row = await handle.db.selectFrom("user").select("email").executeTakeFirstOrThrow();
    expect(row.email).toBe("Nina@Gmail.Example");
  });

  it("deletes a user's sessions with the user", async () => {
    await migrateToLatest(handle);
    await handle.db.insertInto("user").values(user("u1", "a@b.fr")).execute();
    await handle.db
      .insertInto("session")
      .values({
        id: "s1",
        userId: "u1",
        expiresAt: 1,
        createdAt: 1,
        lastSeenAt: 1,
        userAgent: null,
        persistent: 0,
        authenticatedAt: 1,
      })
      .execute();
    await handle.db.deleteFrom("user").where("id", "=", "u1").execute();
    expect(await handle.db.selectFrom("session").selectAll().execute()).toEqual([]);
  });

  it("describes the device of sessions stored before devices were parsed on write", async () => {
    const migrator = new Migrator({
      db: handle.db.withoutPlugins(),
      provider: { getMigrations: async () => migrationsFor(handle.engine) },
    });
    await migrator.migrateTo("0007-shared-work");
    await handle.db.insertInto("user").values(user("u1", "a@b.fr")).execute();
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    for (const [id, userAgent] of [
      ["s1", firefox],
      ["s2", null],
    ] as const) {
      await sql`insert into session (id, user_id, expires_at, created_at, last_seen_at, user_agent, persistent)
        values (${id}, 'u1', 1, 1, 1, ${userAgent}, 0)`.execute(handle.db);
    }
    // Later migrations run too; the one under test comes first.
    expect((await migrateToLatest(handle))[0]).toBe("0008-session-devices");
    const rows = await handle.db
      .selectFrom("session")
      .select(["id", "browser", "os", "device"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "s1", browser: "Firefox 128", os: "Linux", device: null },
      { id: "s2", browser: null, os: null, device: null },
    ]);
  });

  it("gives every existing account its own client key, and keeps keys unique", async () => {
    const migrator = new Migrator({
      db: handle.db.withoutPlugins(),
      provider: { getMigrations: async () => migrationsFor(handle.engine) },
    });
    await migrator.migrateTo("0002-accounts");
    for (const id of ["u1", "u2", "u3"]) {
      await sql`insert into "user" (id, email, first_name, created_at, updated_at)
        values (${id}, ${`${id}@example.fr`}, 'A', 1, 1)`.execute(handle.db);
    }
    await migrateToLatest(handle);
    const rows = await handle.db.selectFrom("user").select(["id", "clientKey"]).orderBy("id").execute();
    expect(new Set(rows.map((row) => row.clientKey)).size).toBe(3);
    for (const row of rows) expect(row.clientKey).toMatch(/^NVD(-[0-9A-Z]{4}){4}$/);
    await expect(
      handle.db
        .updateTable("user")
        .set({ clientKey: rows[0]?.clientKey as string })
        .where("id", "=", "u2")
        .execute(),
    ).rejects.toThrow(/UNIQUE|duplicate key/);
  });

  it.runIf(testEngine() === "sqlite")("keeps the SQLite file in WAL mode (SQLite only: a file setting)", async () => {
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db.withoutPlugins());
    expect(rows[0]?.journal_mode).toBe("wal");
  });
});
