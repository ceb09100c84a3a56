import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Config } from "../config/config.js";
import type { Database } from "../db/schema.js";
import type { Logger } from "../logging/logger.js";
import { createAccount } from "./account.js";
import type { AuthContext } from "./auth-context.js";
import { createGoogleSignIn } from "./google-sign-in.js";
import { createPasswordReset } from "./password-reset.js";
import { createRateLimiter, type RateRules } from "./rate-limits.js";
import { recaptchaCheck } from "./recaptcha.js";
import { createRefreshTokens } from "./refresh-tokens.js";
import { createRegistration, type RecaptchaCheck } from "./registration.js";
import { createSessionStore } from "./sessions.js";
import { createSignIn } from "./sign-in.js";

export interface AuthServiceDependencies {
  sqlite: SQLite.Database;
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** Called after a mail is queued, to wake the outbox worker. */
  mailQueued: () => void;
  /** Tests tighten limits to reach them in a few requests. */
  rateRules?: Partial<RateRules>;
  recaptcha?: RecaptchaCheck;
  now?: () => number;
}

/**
 * Every account rule, in one service the tRPC routers and the REST shim both call.
 * It knows nothing of HTTP: adapters pass validated input and a RequestMeta, and turn
 * AuthErrors into their own status codes.
 */
export function createAuthService(deps: AuthServiceDependencies) {
  const now = deps.now ?? Date.now;
  const ctx: AuthContext = {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    sessions: createSessionStore(deps.sqlite, deps.db, now),
    refreshTokens: createRefreshTokens(deps.db),
    limiter: createRateLimiter(deps.db, {
      ...(deps.rateRules ? { rules: deps.rateRules } : {}),
      factor: deps.config.rateLimitFactor,
      now,
      logger: deps.logger,
    }),
    mailQueued: deps.mailQueued,
    now,
  };
  const recaptcha =
    deps.recaptcha ?? (deps.config.recaptcha ? recaptchaCheck(deps.config.recaptcha.secret) : undefined);

  return {
    ...createRegistration(ctx, recaptcha),
    ...createSignIn(ctx),
    ...createPasswordReset(ctx),
    ...createAccount(ctx),
    ...createGoogleSignIn(ctx),

    /** The session and user a session token (cookie or bearer) stands for, or null. */
    authenticate: (token: string) => ctx.sessions.validate(token),

    /** Removes expired sessions, tokens and counters; run periodically. */
    async deleteExpired(): Promise<void> {
      const at = now();
      await ctx.sessions.deleteExpired();
      await ctx.refreshTokens.deleteExpired(at);
      await deps.db.deleteFrom("emailToken").where("expiresAt", "<=", at).execute();
      await ctx.limiter.deleteExpired();
      // Sent mail is kept 30 days for the data export, then forgotten.
      await deps.db
        .deleteFrom("mailOutbox")
        .where("status", "in", ["sent", "failed"])
        .where("createdAt", "<=", at - 30 * 24 * 60 * 60_000)
        .execute();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
