import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";

/**
 * Probing measured a known address answered 1-2 ms slower than an unknown one (the lookup, the token,
 * the queued mail). Now both answer before the lookup (server/accounts/password-reset.ts); that work runs
 * after the answer and is awaited at shutdown through resetsQueued, which this exercises.
 */
describe("forgot-password: the work after the answer", () => {
  let bed: AuthTestbed;
  const meta = { ip: "203.0.113.9", userAgent: null };

  beforeAll(async () => {
    bed = await startAuthTestbed();
    await bed.register("known@example.fr");
  });
  afterAll(() => bed.close());

  const resetTokens = async () =>
    (
      await bed.server.database.db
        .selectFrom("emailToken")
        .select("id")
        .where("purpose", "=", "reset-password")
        .execute()
    ).length;

  it("answers known and unknown addresses alike, then queues the mail of the known one", async () => {
    const { auth } = bed.server.services;
    expect(await auth.forgotPassword("unknown@example.fr", meta)).toBe(messages.accounts.forgotSent);
    expect(await auth.forgotPassword("known@example.fr", meta)).toBe(messages.accounts.forgotSent);
    await auth.resetsQueued();
    expect(await resetTokens()).toBe(1);
  });
});

/**
 * The answer must not wait for the lookup, for either kind of address: while another connection holds
 * the user table locked (no SELECT on it can finish), both are answered; the known one's mail is queued
 * once the lock goes. PostgreSQL only: an SQLite reader in WAL mode is never blocked by a lock (and a
 * write lock would block the rate-limit counters the answer does wait for).
 */
describe.skipIf(testEngine() !== "postgres")("forgot-password: the same path for known and unknown addresses", () => {
  let database: TestDatabase;
  let bed: AuthTestbed;
  const meta = { ip: "203.0.113.10", userAgent: null };

  beforeAll(async () => {
    database = await createTestDatabase();
    bed = await startAuthTestbed({ database: database.target });
    await bed.register("locked-known@example.fr");
  });
  afterAll(async () => {
    await bed.close();
    await database.drop();
  });

  it("answers both while no address can be looked up", async () => {
    if (database.target.engine !== "postgres") throw new Error("PostgreSQL expected");
    const locker = new pg.Client({ connectionString: database.target.url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query('lock table "user" in access exclusive mode');
      const { auth } = bed.server.services;
      const answers = Promise.all([
        auth.forgotPassword("locked-unknown@example.fr", meta),
        auth.forgotPassword("locked-known@example.fr", meta),
      ]);
      const stuck = new Promise<string>((resolve) => setTimeout(() => resolve("waited for the lookup"), 3_000));
      expect(await Promise.race([answers, stuck])).toEqual([
        messages.accounts.forgotSent,
        messages.accounts.forgotSent,
      ]);
      await locker.query("commit");
    } finally {
      await locker.end();
    }
    await bed.server.services.auth.resetsQueued();
    await bed.smtp.waitForMail("locked-known@example.fr");
    const reset = await bed.smtp.waitForMail("locked-known@example.fr");
    expect(reset.subject).toContain("mot de passe");
  });
});
