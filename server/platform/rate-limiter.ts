import { type Kysely, sql } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Database } from "./db/schema.js";
import type { Logger } from "./logging/logger.js";
import { ServiceError } from "./service-error.js";

/**
 * Fixed-window counters kept in the database (docs/0008-rate-limits-in-sqlite.md): they survive a
 * restart, are shared by every process on the database, and need no other server. One row per rule and
 * key (an IP, an e-mail address, a user). Each domain registers its own named rules.
 */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Replacement rules by name (tests tighten limits to reach them in a few requests). */
export type RateRuleOverrides = Partial<Record<string, RateRule>>;

/** What a domain gets back when it registers its rules. */
export interface RuleLimiter<Name extends string> {
  /** Counts one attempt; throws a rate-limited ServiceError when the rule's limit is passed. */
  consume(name: Name, key: string): Promise<void>;
}

export interface CounterHit {
  count: number;
  resetAt: number;
}

function retryAfterSeconds(untilMs: number, now: number): number {
  return Math.max(1, Math.ceil((untilMs - now) / 1000));
}

export function createRateLimiter(
  db: Kysely<Database>,
  options: {
    overrides?: RateRuleOverrides;
    factor?: number;
    now?: () => number;
    logger?: Logger;
    /** Told of every refusal (metrics). */
    onRefused?: (rule: string) => void;
  } = {},
) {
  const factor = options.factor ?? 1;
  const now = options.now ?? Date.now;
  // Rule names prefix the counters' keys: two domains using one name would share (and skew) counters.
  const registered = new Set<string>();

  /**
   * Adds one hit to a key's window (starting a new window when the last one ended), in one statement.
   * Columns of the existing row are named with their table: in PostgreSQL's ON CONFLICT the bare names are ambiguous.
   */
  async function countHit(key: string, windowMs: number, at: number): Promise<CounterHit> {
    const windowEnd = at + windowMs;
    const ended = sql<boolean>`${sql.ref("rateLimit.resetAt")} <= ${at}`;
    return db
      .insertInto("rateLimit")
      .values({ key, count: 1, resetAt: windowEnd })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          count: sql<number>`case when ${ended} then 1 else ${sql.ref("rateLimit.count")} + 1 end`,
          resetAt: sql<number>`case when ${ended} then ${windowEnd} else ${sql.ref("rateLimit.resetAt")} end`,
        }),
      )
      .returning(["count", "resetAt"])
      .executeTakeFirstOrThrow();
  }

  /** Every refusal is logged (a lockout or a flood is worth knowing about) and thrown. */
  function refuse(rule: string, key: string, untilMs: number): never {
    const seconds = retryAfterSeconds(untilMs, now());
    options.logger?.warn({ event: "rate-limited", rule, key, retryAfterSeconds: seconds }, "request rate-limited");
    options.onRefused?.(rule);
    throw new ServiceError("rate-limited", messages.http.tooManyRequests(seconds), { retryAfterSeconds: seconds });
  }

  return {
    /** A domain's rules, by names unique across the application; overrides given at creation apply. */
    register<Name extends string>(defaults: Record<Name, RateRule>): RuleLimiter<Name> {
      for (const name of Object.keys(defaults)) {
        if (registered.has(name)) throw new Error(`Rate rule "${name}" is registered twice`);
        registered.add(name);
      }
      return {
        async consume(name, key) {
          const rule = options.overrides?.[name] ?? defaults[name];
          const at = now();
          const row = await countHit(`${name}:${key}`, rule.windowMs, at);
          if (row.count > Math.round(rule.limit * factor)) refuse(name, key, row.resetAt);
        },
      };
    },

    /**
     * Free-form counters, for throttles shaped otherwise than a fixed limit per window (auth's growing
     * delays after failed logins). Keys must not collide with `rule:key`.
     */
    counters: {
      hit: (key: string, windowMs: number) => countHit(key, windowMs, now()),
      async heldUntil(key: string): Promise<number> {
        const row = await db.selectFrom("rateLimit").select("blockedUntil").where("key", "=", key).executeTakeFirst();
        return row?.blockedUntil ?? 0;
      },
      async holdUntil(key: string, untilMs: number): Promise<void> {
        await db.updateTable("rateLimit").set({ blockedUntil: untilMs }).where("key", "=", key).execute();
      },
      async forget(key: string): Promise<void> {
        await db.deleteFrom("rateLimit").where("key", "=", key).execute();
      },
      /** Throws the rate-limited error (with Retry-After) for a hold lasting until `untilMs`. */
      refuse,
      now,
    },

    /** Removes counters whose window and hold are both over (registered in the periodic cleanup). */
    async deleteExpired(at: number): Promise<void> {
      await db.deleteFrom("rateLimit").where("resetAt", "<=", at).where("blockedUntil", "<=", at).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
