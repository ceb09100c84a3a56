import type { Kysely, Selectable } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Database, TwoFactorTable } from "../platform/db/schema.js";
import { ServiceError } from "../platform/service-error.js";
import type { AuthContext } from "./auth-context.js";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes.js";
import { openSecret, sealSecret, UnreadableSecretError } from "./secret-box.js";
import { matchTotp } from "./totp.js";

export const twoFactorRow = (db: Kysely<Database>, userId: string) =>
  db.selectFrom("twoFactor").selectAll().where("userId", "=", userId).executeTakeFirst();

/** True when the account asks for a second factor at sign-in. */
export async function hasTwoFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  return Boolean((await twoFactorRow(db, userId))?.confirmedAt);
}

/**
 * The account's TOTP secret in clear, `stale` when it should be sealed again with the newest key. A secret
 * no key of TWO_FACTOR_KEYS opens (its key was dropped from the ring too early) is an operator's mistake the
 * user can do nothing about: logged as an error, and the user is told to use a recovery code (they are
 * hashed, not sealed, so they still work) rather than to retype a right code.
 */
function openTotpSecret(ctx: AuthContext, row: Selectable<TwoFactorTable>): { plaintext: string; stale: boolean } {
  try {
    return openSecret(ctx.config.twoFactorKeys, row.secretSealed, row.userId);
  } catch (error) {
    if (!(error instanceof UnreadableSecretError)) throw error;
    ctx.logger.error(
      { event: "auth.two-factor.secret-unreadable", userId: row.userId, keyId: error.keyId ?? null },
      "no key of TWO_FACTOR_KEYS opens this TOTP secret: was a key removed from the ring too early? (docs/0041)",
    );
    throw new ServiceError("unavailable", messages.accounts.twoFactorSecretUnreadable, { field: "code" });
  }
}

/**
 * Checks a TOTP code against the account's secret, confirmed or being enrolled, and records its time
 * step in the same statement that checks no newer one was accepted: two requests racing with one code
 * cannot both pass. A secret sealed with an older key of the ring is sealed again with the newest in that
 * statement, so rotating the key needs no downtime (docs/0041); the statement also checks the row still
 * holds the secret the code was checked against.
 */
export async function acceptTotp(ctx: AuthContext, userId: string, code: string): Promise<boolean> {
  const row = await twoFactorRow(ctx.db, userId);
  if (!row) return false;
  const { plaintext: secret, stale } = openTotpSecret(ctx, row);
  const step = await matchTotp(secret, code.replace(/\s/g, ""), ctx.now(), row.lastTimeStep);
  if (step === null) return false;
  const updated = await ctx.db
    .updateTable("twoFactor")
    .set({
      lastTimeStep: step,
      ...(stale ? { secretSealed: sealSecret(ctx.config.twoFactorKeys, secret, userId) } : {}),
    })
    .where("userId", "=", userId)
    .where("secretSealed", "=", row.secretSealed)
    .where((eb) => eb.or([eb("lastTimeStep", "is", null), eb("lastTimeStep", "<", step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A recovery code works once: it is deleted as it is accepted (one statement, so never twice). */
async function spendRecoveryCode(db: Kysely<Database>, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .deleteFrom("recoveryCode")
    .where("userId", "=", userId)
    .where("codeHash", "=", hashRecoveryCode(code))
    .executeTakeFirst();
  return Number(spent.numDeletedRows) === 1;
}

/** The second factor of a confirmed account: a current TOTP code, or one of its recovery codes. */
export function acceptSecondFactor(ctx: AuthContext, userId: string, code: string): Promise<boolean> {
  return looksLikeRecoveryCode(code) ? spendRecoveryCode(ctx.db, userId, code) : acceptTotp(ctx, userId, code);
}
