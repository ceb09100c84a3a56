import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";

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
    expect(await migrateToLatest(handle.db)).toEqual(["0001-users-and-sessions", "0002-accounts"]);
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
      })
      .execute();
    await handle.db
      .insertInto("session")
      .values({ id: "s1", userId: "u1", expiresAt: 1, createdAt: 1, lastSeenAt: 1, userAgent: null, persistent: 0 })
      .execute();
    await handle.db.deleteFrom("user").where("id", "=", "u1").execute();
    expect(await handle.db.selectFrom("session").selectAll().execute()).toEqual([]);
  });
});
