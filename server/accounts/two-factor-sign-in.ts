import { messages } from "../../src/shared/messages/catalogue.js";
import type { UserRow } from "../platform/db/schema.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { generateToken, hashToken } from "../platform/tokens.js";
import { type AuthContext, type Channel, findUserById, openSession, type SignedIn } from "./auth-context.js";
import { acceptSecondFactor, hasTwoFactor } from "./second-factor.js";

/** How long the second step of a sign-in may wait, and how many codes one challenge may try. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const MAX_ATTEMPTS_PER_CHALLENGE = 5;

/** A first factor that was right, for an account that asks for a second: no session yet. */
export interface TwoFactorRequired {
  twoFactorRequired: true;
  /** 256 random bits naming the pending sign-in; the database keeps its SHA-256. */
  challenge: string;
}

export type SignInResult = SignedIn | TwoFactorRequired;

export const needsSecondFactor = (result: SignInResult): result is TwoFactorRequired => "twoFactorRequired" in result;

/**
 * Where every first factor (password, Google) ends: a session, or, for an account with two-factor on,
 * a challenge the second step completes.
 */
export async function finishFirstFactor(
  ctx: AuthContext,
  user: UserRow,
  options: { channel: Channel; persistent: boolean; meta: RequestMeta },
): Promise<SignInResult> {
  if (!(await hasTwoFactor(ctx.db, user.id))) return openSession(ctx, user, options);
  const challenge = generateToken();
  const now = ctx.now();
  await ctx.db
    .insertInto("twoFactorChallenge")
    .values({
      id: hashToken(challenge),
      userId: user.id,
      persistent: options.persistent ? 1 : 0,
      attempts: 0,
      expiresAt: now + CHALLENGE_LIFETIME_MS,
      createdAt: now,
    })
    .execute();
  ctx.logger.info({ event: "auth.two-factor.challenged", userId: user.id, ip: options.meta.ip }, "second step");
  return { twoFactorRequired: true, challenge };
}

export function createTwoFactorSignIn(ctx: AuthContext) {
  const { db, logger } = ctx;
  const expired = () => new ServiceError("unauthorized", messages.accounts.twoFactorChallengeExpired);

  return {
    /** The second step: a TOTP code or a recovery code for a live challenge; the challenge ends with success. */
    async completeTwoFactorSignIn(
      input: { challenge: string; code: string },
      meta: RequestMeta,
      channel: Channel,
    ): Promise<SignedIn> {
      await ctx.limiter.consume("twoFactorPerIp", meta.ip);
      const id = hashToken(input.challenge);
      // Counted before the check, in one statement: parallel guesses each use up an attempt.
      const pending = await db
        .updateTable("twoFactorChallenge")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("expiresAt", ">", ctx.now())
        .returning(["userId", "persistent", "attempts"])
        .executeTakeFirst();
      if (!pending) throw expired();
      if (pending.attempts > MAX_ATTEMPTS_PER_CHALLENGE) {
        await db.deleteFrom("twoFactorChallenge").where("id", "=", id).execute();
        throw expired();
      }
      await ctx.limiter.consume("twoFactorPerUser", pending.userId);
      const user = await findUserById(db, pending.userId);
      if (!user || !(await acceptSecondFactor(ctx, user.id, input.code))) {
        logger.warn({ event: "auth.two-factor.failed", userId: pending.userId, ip: meta.ip }, "wrong second factor");
        ctx.metrics.login("failed");
        throw new ServiceError("bad-request", messages.accounts.twoFactorCodeWrong, { field: "code" });
      }
      // Deleted before the session opens: the same challenge cannot complete twice.
      const taken = await db.deleteFrom("twoFactorChallenge").where("id", "=", id).executeTakeFirst();
      if (Number(taken.numDeletedRows) !== 1) throw expired();
      logger.info({ event: "auth.login.succeeded", userId: user.id, ip: meta.ip, channel, twoFactor: true }, "login");
      ctx.metrics.login("succeeded");
      return openSession(ctx, user, { channel, persistent: pending.persistent === 1, meta });
    },
  };
}
