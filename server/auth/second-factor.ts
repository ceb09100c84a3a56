import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthContext } from "./auth-context.js";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes.js";
import { openSecret } from "./secret-box.js";
import { matchTotp } from "./totp.js";

export const twoFactorRow = (db: Kysely<Database>, userId: string) =>
  db.selectFrom("twoFactor").selectAll().where("userId", "=", userId).executeTakeFirst();

/** True when the account asks for a second factor at sign-in. */
export async function hasTwoFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  return Boolean((await twoFactorRow(db, userId))?.confirmedAt);
}

/**
 * Checks a TOTP code against the account's secret, confirmed or being enrolled, and records its time
 * step in the same statement that checks no newer one was accepted: two requests racing with one code
 * cannot both pass.
 */
export async function acceptTotp(ctx: AuthContext, userId: string, code: string): Promise<boolean> {
  const row = await twoFactorRow(ctx.db, userId);
  if (!row) return false;
  const secret = openSecret(ctx.config.twoFactorKey, row.secretSealed, userId);
  const step = await matchTotp(secret, code.replace(/\s/g, ""), ctx.now(), row.lastTimeStep);
  if (step === null) return false;
  const updated = await ctx.db
    .updateTable("twoFactor")
    .set({ lastTimeStep: step })
    .where("userId", "=", userId)
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
