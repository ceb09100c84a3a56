import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { loginDelayMs } from "../rate-limits.js";

describe("periodic cleanup", () => {
  let bed: AuthTestbed;

  beforeAll(async () => {
    bed = await startAuthTestbed();
  });
  afterAll(() => bed.close());

  it("removes expired sessions, tokens and counters and keeps live ones", async () => {
    const live = await bed.register("live@example.fr");
    await bed.register("stale@example.fr");
    const db = bed.server.database.db;
    const stale = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "stale@example.fr")
      .executeTakeFirstOrThrow();
    const past = Date.now() - 1000;
    await db
      .updateTable("session")
      .set({ expiresAt: Math.floor(past / 1000) })
      .where("userId", "=", stale.id)
      .execute();
    await db.updateTable("emailToken").set({ expiresAt: past }).where("userId", "=", stale.id).execute();
    await db.insertInto("rateLimit").values({ key: "old", count: 3, resetAt: past, blockedUntil: 0 }).execute();

    await bed.server.services.cleanup.run();

    expect(await db.selectFrom("session").select("id").where("userId", "=", stale.id).execute()).toEqual([]);
    expect(await db.selectFrom("emailToken").select("id").where("userId", "=", stale.id).execute()).toEqual([]);
    expect(await db.selectFrom("rateLimit").select("key").where("key", "=", "old").execute()).toEqual([]);
    expect((await live.query("auth.me")).data).not.toBeNull();
    expect(await db.selectFrom("emailToken").select("id").execute()).toHaveLength(1);
  });
});

describe("login delays", () => {
  it("start after five failures and double up to fifteen minutes", () => {
    expect([4, 5, 6, 7, 20].map(loginDelayMs)).toEqual([0, 30_000, 60_000, 120_000, 900_000]);
  });
});
