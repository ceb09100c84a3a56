import type { Kysely } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Database } from "../platform/db/schema.js";
import {
  recoveryCodesRenewedMail,
  SITE_NAME,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
} from "../platform/mail/mail-templates.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { ServiceError } from "../platform/service-error.js";
import type { AuthContext, Caller } from "./auth-context.js";
import { requireRecentAuthentication } from "./recent-authentication.js";
import { generateRecoveryCode, hashRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-codes.js";
import { acceptSecondFactor, acceptTotp, twoFactorRow } from "./second-factor.js";
import { sealSecret } from "./secret-box.js";
import { endSessions } from "./session-endings.js";
import { newTotpSecret, totpUri } from "./totp.js";

/** A fresh set of recovery codes in place of the account's old ones; returns them in clear, to be shown once. */
async function replaceRecoveryCodes(trx: Kysely<Database>, userId: string, now: number): Promise<string[]> {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await trx.deleteFrom("recoveryCode").where("userId", "=", userId).execute();
  await trx
    .insertInto("recoveryCode")
    .values(recoveryCodes.map((each) => ({ codeHash: hashRecoveryCode(each), userId, createdAt: now })))
    .execute();
  return recoveryCodes;
}

/**
 * Turning TOTP two-factor on and off from the dashboard (docs/0026-two-factor.md). Every change needs a
 * recent proof of identity; turning it off also needs a current code, so a session left open is not enough.
 */
export function createTwoFactor(ctx: AuthContext) {
  const { db, logger } = ctx;

  const wrongCode = () => new ServiceError("bad-request", messages.accounts.twoFactorCodeWrong, { field: "code" });

  return {
    async twoFactorStatus({ user }: Caller) {
      const row = await twoFactorRow(db, user.id);
      const { left } = await db
        .selectFrom("recoveryCode")
        .select((eb) => eb.fn.countAll<number | string>().as("left"))
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow();
      return { enabled: Boolean(row?.confirmedAt), recoveryCodesLeft: Number(left) };
    },

    /** A new secret, kept unconfirmed (and replaced by the next start) until a first code matches it. */
    async startTwoFactor(caller: Caller): Promise<{ secret: string; uri: string }> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      if ((await twoFactorRow(db, user.id))?.confirmedAt) {
        throw new ServiceError("conflict", messages.accounts.twoFactorAlreadyEnabled);
      }
      const secret = newTotpSecret();
      const secretSealed = sealSecret(ctx.config.twoFactorKeys, secret, user.id);
      const now = ctx.now();
      await db
        .insertInto("twoFactor")
        .values({ userId: user.id, secretSealed, confirmedAt: null, lastTimeStep: null, createdAt: now })
        .onConflict((conflict) =>
          conflict.column("userId").doUpdateSet({ secretSealed, lastTimeStep: null, createdAt: now }),
        )
        .execute();
      return { secret, uri: totpUri(secret, user.email, SITE_NAME) };
    },

    /**
     * The first code proves the app holds the secret; the recovery codes are shown this once. Every other
     * session ends, with its refresh tokens, as after a password change: a session opened before with the
     * password alone (perhaps by whoever made the owner turn two-factor on) must not outlive it.
     */
    async confirmTwoFactor(caller: Caller, code: string): Promise<{ recoveryCodes: string[] }> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      await ctx.limiter.consume("twoFactorPerUser", user.id);
      const row = await twoFactorRow(db, user.id);
      if (!row) throw new ServiceError("bad-request", messages.accounts.twoFactorNotStarted);
      if (row.confirmedAt) throw new ServiceError("conflict", messages.accounts.twoFactorAlreadyEnabled);
      if (!(await acceptTotp(ctx, user.id, code))) throw wrongCode();
      const now = ctx.now();
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        await trx.updateTable("twoFactor").set({ confirmedAt: now }).where("userId", "=", user.id).execute();
        await endSessions(trx, { userId: user.id, except: caller.session.id });
        const content = twoFactorEnabledMail(user.firstName, ctx.config.supportEmail, user.locale);
        await enqueueMail(trx, { userId: user.id, to: user.email, content }, now);
        return replaceRecoveryCodes(trx, user.id, now);
      });
      ctx.mailQueued();
      logger.info({ event: "auth.two-factor.enabled", userId: user.id }, "two-factor enabled; other sessions ended");
      return { recoveryCodes };
    },

    /**
     * New recovery codes while two-factor stays on (codes used up, or a printed list lost): the old ones stop
     * working at once. Needs a current code on top of the recent proof of identity, like turning it off.
     */
    async renewRecoveryCodes(caller: Caller, code: string): Promise<{ recoveryCodes: string[] }> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      await ctx.limiter.consume("twoFactorPerUser", user.id);
      if (!(await twoFactorRow(db, user.id))?.confirmedAt) {
        throw new ServiceError("bad-request", messages.accounts.twoFactorNotEnabled);
      }
      if (!(await acceptSecondFactor(ctx, user.id, code))) throw wrongCode();
      const now = ctx.now();
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        const content = recoveryCodesRenewedMail(user.firstName, ctx.config.supportEmail, user.locale);
        await enqueueMail(trx, { userId: user.id, to: user.email, content }, now);
        return replaceRecoveryCodes(trx, user.id, now);
      });
      ctx.mailQueued();
      logger.info({ event: "auth.two-factor.recovery-codes-renewed", userId: user.id }, "recovery codes renewed");
      return { recoveryCodes };
    },

    /** Needs a current code (or a recovery code, for a lost phone) on top of the recent proof of identity. */
    async disableTwoFactor(caller: Caller, code: string): Promise<void> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      await ctx.limiter.consume("twoFactorPerUser", user.id);
      if (!(await twoFactorRow(db, user.id))?.confirmedAt) {
        throw new ServiceError("bad-request", messages.accounts.twoFactorNotEnabled);
      }
      if (!(await acceptSecondFactor(ctx, user.id, code))) throw wrongCode();
      const now = ctx.now();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("recoveryCode").where("userId", "=", user.id).execute();
        await trx.deleteFrom("twoFactor").where("userId", "=", user.id).execute();
        const content = twoFactorDisabledMail(user.firstName, ctx.config.supportEmail, user.locale);
        await enqueueMail(trx, { userId: user.id, to: user.email, content }, now);
      });
      ctx.mailQueued();
      logger.info({ event: "auth.two-factor.disabled", userId: user.id }, "two-factor disabled");
    },
  };
}
