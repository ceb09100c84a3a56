import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.js";
import { keyIdOf, openSecret } from "../secret-box.js";
import { totpCodeAt } from "../totp.js";

const STEP = 30_000;
const newKey = () => randomBytes(32);
const ring = (...keys: Buffer[]) => keys.map((key) => key.toString("base64url")).join(",");

/**
 * Rotating TWO_FACTOR_KEYS (docs/0041): the same database served by successive starts of the app, each with
 * its key ring, the way an operator restarts the site with a new key in front of the old one.
 */
describe("TOTP secrets across a key rotation", () => {
  const keyA = newKey();
  const keyB = newKey();
  let clock = Math.floor(Date.now() / STEP) * STEP;
  let database: TestDatabase;
  let bed: AuthTestbed | undefined;
  const log: Array<Record<string, unknown>> = [];

  /** The app on the shared database with this key ring; the previous start is stopped first. */
  async function startWith(keys: string): Promise<AuthTestbed> {
    await bed?.close();
    bed = await startAuthTestbed({
      database: database.target,
      env: { TWO_FACTOR_KEYS: keys, LOG_LEVEL: "info" },
      services: { now: () => clock },
      logDestination: { write: (line) => log.push(JSON.parse(line) as Record<string, unknown>) },
    });
    return bed;
  }

  /** The account's row as the database holds it. */
  const storedSecret = (testbed: AuthTestbed, email: string) =>
    testbed.server.database.db
      .selectFrom("twoFactor")
      .innerJoin("user", "user.id", "twoFactor.userId")
      .select(["twoFactor.userId", "twoFactor.secretSealed"])
      .where("user.email", "=", email)
      .executeTakeFirstOrThrow();

  /** Registers and turns two-factor on; returns the secret the authenticator app holds and the recovery codes. */
  async function enrol(testbed: AuthTestbed, email: string) {
    const browser = await testbed.register(email);
    const secret = (await browser.mutation<{ secret: string }>("twoFactor.start")).data?.secret ?? "";
    const confirmed = await browser.mutation<{ recoveryCodes: string[] }>("twoFactor.confirm", {
      code: await totpCodeAt(secret, clock),
    });
    expect(confirmed.status).toBe(200);
    clock += STEP;
    return { secret, recoveryCodes: confirmed.data?.recoveryCodes ?? [] };
  }

  async function signIn(testbed: AuthTestbed, email: string, code: string) {
    const browser = testbed.browser();
    const first = await browser.mutation<{ challenge: string }>("auth.login", { email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    const second = await browser.mutation("auth.loginTwoFactor", { challenge: first.data?.challenge, code });
    clock += STEP;
    return second;
  }

  // Two accounts enrolled while A was the only key: one signs in during the rotation, the other not until after.
  let rotating: { secret: string; recoveryCodes: string[] };
  let absent: { secret: string; recoveryCodes: string[] };

  beforeAll(async () => {
    database = await createTestDatabase();
    const withA = await startWith(ring(keyA));
    rotating = await enrol(withA, "rotation@example.fr");
    absent = await enrol(withA, "absent@example.fr");
  });
  afterAll(async () => {
    await bed?.close();
    await database.drop();
  });

  it("signs in with a secret sealed with the old key once the new one leads the ring, and seals it again with the new", async () => {
    const withBA = await startWith(ring(keyB, keyA));
    const before = await storedSecret(withBA, "rotation@example.fr");
    expect(before.secretSealed.startsWith(`v2.${keyIdOf(keyA)}.`)).toBe(true);

    const signedIn = await signIn(withBA, "rotation@example.fr", await totpCodeAt(rotating.secret, clock));
    expect(signedIn.status).toBe(200);

    const after = await storedSecret(withBA, "rotation@example.fr");
    expect(after.secretSealed).not.toBe(before.secretSealed);
    expect(after.secretSealed.startsWith(`v2.${keyIdOf(keyB)}.`)).toBe(true);
    expect(openSecret([keyB], after.secretSealed, after.userId)).toEqual({ plaintext: rotating.secret, stale: false });
  });

  it("once the old key has left the ring: the re-sealed secret still signs in; one still sealed with it is refused in French and logged", async () => {
    const withB = await startWith(ring(keyB));
    log.length = 0;
    const code = async (secret: string) => totpCodeAt(secret, clock);
    expect((await signIn(withB, "rotation@example.fr", await code(rotating.secret))).status).toBe(200);

    const refused = await signIn(withB, "absent@example.fr", await code(absent.secret));
    expect(refused.status).toBe(503);
    expect(refused.error?.message).toBe(messages.accounts.twoFactorSecretUnreadable);
    const { userId } = await storedSecret(withB, "absent@example.fr");
    expect(log).toContainEqual(
      expect.objectContaining({ level: 50, event: "auth.two-factor.secret-unreadable", userId, keyId: keyIdOf(keyA) }),
    );

    // Recovery codes are hashed, not sealed: they still let the owner in, to turn two-factor off and on again.
    expect((await signIn(withB, "absent@example.fr", absent.recoveryCodes[0] ?? "")).status).toBe(200);
  });
});
