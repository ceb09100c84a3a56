import { messages } from "../../src/shared/messages/catalogue.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import {
  type AuthContext,
  type Channel,
  findUserByEmail,
  findUserById,
  openSession,
  type SignedIn,
} from "./auth-context.js";
import { trustedDeviceOf } from "./device-cookies.js";
import { verifyPassword } from "./passwords.js";
import { type LoginThrottle, loginDelayMs } from "./rate-limits.js";
import { finishFirstFactor, needsSecondFactor, type SignInResult } from "./two-factor-sign-in.js";

export function createSignIn(ctx: AuthContext) {
  const { db, logger, limiter } = ctx;

  return {
    /**
     * Always a new session, or for an account with two-factor on, a challenge for the second step.
     * Unknown address and wrong password answer alike, in the same time.
     */
    async login(
      input: { email: string; password: string; rememberMe: boolean },
      meta: RequestMeta,
      channel: Channel,
    ): Promise<SignInResult> {
      const email = input.email.toLowerCase();
      await limiter.consume("loginPerIp", meta.ip);
      const user = await findUserByEmail(db, email);
      // A device that signed in to this account before has its own count of failures: the address's
      // lockout, which strangers can trigger from anywhere, does not keep the owner's devices out.
      const device = user ? trustedDeviceOf(ctx.config, meta.deviceToken, user.id) : null;
      const throttle: LoginThrottle = device ? { device } : { email };
      await limiter.assertLoginAllowed(throttle);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) {
        const failures = await limiter.recordLoginFailure(throttle);
        logger.warn(
          { event: "auth.login.failed", email, ip: meta.ip, failures, knownDevice: !!device },
          "login failed",
        );
        ctx.metrics.login("failed");
        const delay = loginDelayMs(failures);
        if (delay > 0) logger.warn({ event: "auth.login.lockout", email, seconds: delay / 1000 }, "held back");
        throw new ServiceError("unauthorized", messages.accounts.invalidCredentials);
      }
      await limiter.clearLoginFailures(throttle);
      const result = await finishFirstFactor(ctx, user, { channel, persistent: input.rememberMe, meta });
      if (!needsSecondFactor(result)) {
        logger.info({ event: "auth.login.succeeded", userId: user.id, ip: meta.ip, channel }, "login");
        ctx.metrics.login("succeeded");
      }
      return result;
    },

    /** Ends the session, and the refresh token's family when one is given. Never fails. */
    async logout(sessionId: string | null, refreshToken: string | null): Promise<void> {
      if (sessionId) await ctx.sessions.invalidate(sessionId);
      if (refreshToken) await ctx.refreshTokens.revokeFamilyOf(refreshToken);
      logger.info({ event: "auth.logout" }, "logout");
    },

    /** Rotates a refresh token: the old one and its session stop working, a new pair is issued. */
    async refresh(refreshToken: string, meta: RequestMeta): Promise<SignedIn> {
      await limiter.consume("refreshPerIp", meta.ip);
      const grant = await ctx.refreshTokens.use(refreshToken, ctx.now());
      if (grant === "reused") {
        logger.warn(
          { event: "auth.refresh.reused", ip: meta.ip },
          "rotated refresh token presented again: family revoked",
        );
      }
      const user = grant && grant !== "reused" ? await findUserById(db, grant.userId) : undefined;
      if (!grant || grant === "reused" || !user)
        throw new ServiceError("unauthorized", messages.accounts.refreshFailed);
      // A refresh proves holding the token, not who the user is: the re-authentication clock runs on.
      const authenticatedAt = await ctx.sessions.authenticatedAt(grant.sessionId);
      await ctx.sessions.retire(grant.sessionId);
      const signedIn = await openSession(ctx, user, {
        channel: "api",
        persistent: false,
        meta,
        familyId: grant.familyId,
        // The rotated session already ended (a concurrent rotation): the new one starts unproved.
        authenticatedAt: authenticatedAt ?? 0,
      });
      // A copy of the token presented at the same time revoked the family while this pair was being issued.
      if (!(await ctx.refreshTokens.survivedRotation(refreshToken))) {
        await ctx.refreshTokens.revokeFamily(grant.familyId);
        throw new ServiceError("unauthorized", messages.accounts.refreshFailed);
      }
      return signedIn;
    },
  };
}
