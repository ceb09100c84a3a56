import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { migrations } from "./migrations/index.js";

describe("database and migrations", () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "db-test-"));
    handle = openDatabase(join(dir, "nested", "app.db"));
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates the file in WAL mode and applies migrations once", async () => {
    expect(handle.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(await migrateToLatest(handle.db)).toEqual([
      "0001-users-and-sessions",
      "0002-accounts",
      "0003-client-keys",
      "0004-visitor-requests",
      "0005-mail-details",
    ]);
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it("gives new users the default plan and role and keeps e-mails unique whatever their case", async () => {
    await migrateToLatest(handle.db);
    const now = Date.now();
    await handle.db
      .insertInto("user")
      .values({
        id: "u1",
        email: "Ana@Example.fr",
        firstName: "Ana",
        lastName: null,
        createdAt: now,
        updatedAt: now,
        passwordHash: null,
        clientKey: "NVD-0000-0000-0000-0001",
      })
      .execute();
    const user = await handle.db
      .selectFrom("user")
      .selectAll()
      .where("email", "=", "ana@example.fr")
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ plan: "freemium", role: "user", isEmailVerified: 0, lastName: null });
    await expect(
      handle.db
        .insertInto("user")
        .values({
          id: "u2",
          email: "ANA@example.FR",
          firstName: "A",
          lastName: null,
          createdAt: now,
          updatedAt: now,
          passwordHash: null,
          clientKey: "NVD-0000-0000-0000-0002",
        })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it("deletes a user's sessions with the user", async () => {
    await migrateToLatest(handle.db);
    const now = Date.now();
    await handle.db
      .insertInto("user")
      .values({
        id: "u1",
        email: "a@b.fr",
        firstName: "A",
        lastName: "B",
        createdAt: now,
        updatedAt: now,
        passwordHash: null,
        clientKey: "NVD-0000-0000-0000-0003",
      })
      .execute();
    await handle.db
      .insertInto("session")
      .values({ id: "s1", userId: "u1", expiresAt: 1, createdAt: 1, lastSeenAt: 1, userAgent: null, persistent: 0 })
      .execute();
    await handle.db.deleteFrom("user").where("id", "=", "u1").execute();
    expect(await handle.db.selectFrom("session").selectAll().execute()).toEqual([]);
  });

  it("gives every existing account its own client key, and keeps keys unique", async () => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo("0002-accounts");
    for (const id of ["u1", "u2", "u3"]) {
      await sql`insert into user (id, email, first_name, created_at, updated_at)
        values (${id}, ${`${id}@example.fr`}, 'A', 1, 1)`.execute(handle.db);
    }
    await migrateToLatest(handle.db);
    const rows = await handle.db.selectFrom("user").select(["id", "clientKey"]).orderBy("id").execute();
    expect(new Set(rows.map((row) => row.clientKey)).size).toBe(3);
    for (const row of rows) expect(row.clientKey).toMatch(/^NVD(-[0-9A-Z]{4}){4}$/);
    await expect(
      handle.db
        .updateTable("user")
        .set({ clientKey: rows[0]?.clientKey as string })
        .where("id", "=", "u2")
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
