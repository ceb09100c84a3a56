import { type Kysely, sql } from "kysely";
import { authMessages } from "../../src/shared/auth-messages.js";
import type { Database } from "../db/schema.js";
import type { Logger } from "../logging/logger.js";
import { AuthError } from "./auth-error.js";

/**
 * Fixed-window counters kept in SQLite (docs/0004-rate-limits-in-sqlite.md): they survive a
 * restart and need no other server. One row per rule and key (an IP or an e-mail address).
 */
export interface RateRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultRateRules = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: HOUR },
  registerPerEmail: { limit: 5, windowMs: HOUR },
  forgotPerIp: { limit: 20, windowMs: HOUR },
  forgotPerEmail: { limit: 3, windowMs: HOUR },
  resendPerIp: { limit: 20, windowMs: HOUR },
  resendPerEmail: { limit: 3, windowMs: HOUR },
  verifyPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  refreshPerIp: { limit: 60, windowMs: 15 * MINUTE },
  /** Guessing the current password through "change password" from a stolen session. */
  changePasswordPerUser: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof defaultRateRules;
export type RateRules = Record<RateRuleName, RateRule>;

/** Failed logins for one address allowed before delays start, then doubling delays up to the cap. */
const FREE_LOGIN_FAILURES = 5;
const FIRST_LOGIN_DELAY_MS = 30_000;
const MAX_LOGIN_DELAY_MS = 15 * MINUTE;
/** A run of failures is forgotten a day after it started. */
const LOGIN_FAILURE_MEMORY_MS = 24 * HOUR;

export function loginDelayMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(FIRST_LOGIN_DELAY_MS * 2 ** (failures - FREE_LOGIN_FAILURES), MAX_LOGIN_DELAY_MS);
}

function retryAfterSeconds(untilMs: number, now: number): number {
  return Math.max(1, Math.ceil((untilMs - now) / 1000));
}

export function createRateLimiter(
  db: Kysely<Database>,
  options: { rules?: Partial<RateRules>; factor?: number; now?: () => number; logger?: Logger } = {},
) {
  const rules: RateRules = { ...defaultRateRules, ...options.rules };
  const factor = options.factor ?? 1;
  const now = options.now ?? Date.now;

  /** Adds one hit to a key's window (starting a new window when the last one ended). */
  async function countHit(key: string, windowMs: number, at: number) {
    const windowEnd = at + windowMs;
    const result = await sql<{ count: number; resetAt: number }>`
      insert into rate_limit (key, count, reset_at) values (${key}, 1, ${windowEnd})
      on conflict (key) do update set
        count = case when reset_at <= ${at} then 1 else count + 1 end,
        reset_at = case when reset_at <= ${at} then ${windowEnd} else reset_at end
      returning count, reset_at`.execute(db); // CamelCasePlugin renames reset_at to resetAt.
    return result.rows[0] ?? { count: 1, resetAt: windowEnd };
  }

  /** Every refusal is logged (a lockout or a flood is worth knowing about) and thrown. */
  function refuse(rule: string, key: string, untilMs: number, at: number): never {
    const seconds = retryAfterSeconds(untilMs, at);
    options.logger?.warn({ event: "auth.rate-limited", rule, key, retryAfterSeconds: seconds }, "request rate-limited");
    throw new AuthError("rate-limited", authMessages.tooManyRequests(seconds), seconds);
  }

  const failureKey = (email: string) => `login-failures:${email.toLowerCase()}`;

  return {
    /** Counts one attempt; throws a rate-limited AuthError when the rule's limit is passed. */
    async consume(name: RateRuleName, key: string): Promise<void> {
      const rule = rules[name];
      const at = now();
      const row = await countHit(`${name}:${key}`, rule.windowMs, at);
      if (row.count > Math.round(rule.limit * factor)) refuse(name, key, row.resetAt, at);
    },

    /** Throws while an address is held back after repeated failed logins. */
    async assertLoginAllowed(email: string): Promise<void> {
      const row = await db
        .selectFrom("rateLimit")
        .select("blockedUntil")
        .where("key", "=", failureKey(email))
        .executeTakeFirst();
      const at = now();
      if (row && row.blockedUntil > at) refuse("login-failures", email.toLowerCase(), row.blockedUntil, at);
    },

    /** Records a failed login; returns the failures so far in this run. */
    async recordLoginFailure(email: string): Promise<number> {
      const at = now();
      const failures = (await countHit(failureKey(email), LOGIN_FAILURE_MEMORY_MS, at)).count;
      const delay = loginDelayMs(failures);
      if (delay > 0) {
        await db
          .updateTable("rateLimit")
          .set({ blockedUntil: at + delay })
          .where("key", "=", failureKey(email))
          .execute();
      }
      return failures;
    },

    async clearLoginFailures(email: string): Promise<void> {
      await db.deleteFrom("rateLimit").where("key", "=", failureKey(email)).execute();
    },

    async deleteExpired(): Promise<void> {
      const at = now();
      await db.deleteFrom("rateLimit").where("resetAt", "<=", at).where("blockedUntil", "<=", at).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
