import type { Kysely } from "kysely";
import type { BotCheck } from "../platform/bot-check.js";
import type { Cleanup } from "../platform/cleanup.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import type { Logger } from "../platform/logging/logger.js";
import type { Metrics } from "../platform/metrics/metrics.js";
import type { PersonalData } from "../platform/personal-data.js";
import type { RateLimiter } from "../platform/rate-limiter.js";
import { createAccount } from "./account.js";
import type { AuthContext } from "./auth-context.js";
import { createEmailChange, deleteExpiredEmailChanges } from "./email-change.js";
import { createGoogleSignIn } from "./google-sign-in.js";
import { forgetOldDevices } from "./known-devices.js";
import { createPasskeys } from "./passkeys.js";
import { createPasswordReset } from "./password-reset.js";
import { createAuthLimiter } from "./rate-limits.js";
import { createReauthentication } from "./reauthentication.js";
import { createRefreshTokens } from "./refresh-tokens.js";
import { createRegistration } from "./registration.js";
import { createSessionStore } from "./sessions.js";
import { createSignIn } from "./sign-in.js";
import { createSignInMethods } from "./sign-in-methods.js";
import { createTwoFactor } from "./two-factor.js";
import { createTwoFactorSignIn } from "./two-factor-sign-in.js";

export interface AuthServiceDependencies {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** Called after a mail is queued, to wake the outbox worker. */
  mailQueued: () => void;
  /** The shared rate limiter, where auth registers its rules. */
  limiter: RateLimiter;
  botCheck: BotCheck;
  /** The periodic cleanup, where auth registers the purge of expired sessions and tokens. */
  cleanup: Cleanup;
  /** Where the other domains register their part of an account's data export and deletion. */
  personalData: PersonalData;
  /** Logins and visitor requests are counted for /metrics. */
  metrics: Metrics;
  now?: () => number;
}

/**
 * Every account rule, in one service the tRPC routers and the REST shim both call.
 * It knows nothing of HTTP: adapters pass validated input and a RequestMeta, and turn
 * ServiceErrors into their own status codes.
 */
export function createAuthService(deps: AuthServiceDependencies) {
  const now = deps.now ?? Date.now;
  const ctx: AuthContext = {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    sessions: createSessionStore(deps.db, now),
    refreshTokens: createRefreshTokens(deps.db),
    limiter: createAuthLimiter(deps.limiter),
    personalData: deps.personalData,
    mailQueued: deps.mailQueued,
    metrics: deps.metrics,
    now,
  };
  // Expired sessions and tokens; the shared limiter and the outbox purge their own tables.
  deps.cleanup.register("auth", async (at) => {
    await ctx.sessions.deleteExpired();
    await ctx.refreshTokens.deleteExpired(at);
    await deps.db.deleteFrom("emailToken").where("expiresAt", "<=", at).execute();
    await deps.db.deleteFrom("twoFactorChallenge").where("expiresAt", "<=", at).execute();
    await deps.db.deleteFrom("passkeyChallenge").where("expiresAt", "<=", at).execute();
    await deleteExpiredEmailChanges(deps.db, at);
    await forgetOldDevices(deps.db, at);
  });

  return {
    ...createRegistration(ctx, deps.botCheck),
    ...createSignIn(ctx),
    ...createPasswordReset(ctx),
    ...createAccount(ctx),
    ...createGoogleSignIn(ctx),
    ...createEmailChange(ctx),
    ...createSignInMethods(ctx),
    ...createReauthentication(ctx),
    ...createTwoFactor(ctx),
    ...createTwoFactorSignIn(ctx),
    ...createPasskeys(ctx),

    /**
     * The session and user a session token (cookie or bearer) stands for, or null. Disabling an account
     * deletes its sessions; the check here also covers a session opened while it was being disabled.
     */
    async authenticate(token: string) {
      const caller = await ctx.sessions.validate(token);
      return caller && caller.user.disabledAt === null ? caller : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
