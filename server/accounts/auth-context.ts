import type { Kysely } from "kysely";
import { pathIn } from "../../src/app/shared/locale-paths.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { Config } from "../platform/config/config.js";
import type { Database, UserRow } from "../platform/db/schema.js";
import type { Logger } from "../platform/logging/logger.js";
import type { Metrics } from "../platform/metrics/metrics.js";
import type { PersonalData } from "../platform/personal-data.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { noticeSignIn } from "./known-devices.js";
import type { AuthLimiter } from "./rate-limits.js";
import type { RefreshTokens } from "./refresh-tokens.js";
import type { Session, SessionStore } from "./sessions.js";

/** What every part of the auth service works with; built once in createAuthService. */
export interface AuthContext {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  sessions: SessionStore;
  refreshTokens: RefreshTokens;
  limiter: AuthLimiter;
  /** The other domains' personal data, exported and erased with the account. */
  personalData: PersonalData;
  /** Tells the mail worker a mail was queued. */
  mailQueued: () => void;
  metrics: Metrics;
  now: () => number;
}

/** How a signed-in caller reached the service. */
export interface Caller {
  user: UserRow;
  session: Session;
}

/** "browser": an HttpOnly cookie, persistent with remember-me. "api": a bearer token plus a refresh token. */
export type Channel = "browser" | "api";

export interface SignedIn {
  user: UserRow;
  token: string;
  session: Session;
  /** Only for the "api" channel. */
  refreshToken?: string;
}

/** Addresses are stored lower-cased (unique as lower(email) on both engines), so they are looked up so. */
export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("user").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Opens a session for a user, with a refresh token when the caller is an API client. Every way in
 * (password, Google, a reset or verification link, a refresh) comes here, so a disabled account is
 * refused here once; a sign-in (not a refresh) is remembered for the back-office's users page.
 */
export async function openSession(
  ctx: AuthContext,
  user: UserRow,
  options: { channel: Channel; persistent: boolean; meta: RequestMeta; familyId?: string; authenticatedAt?: number },
): Promise<SignedIn> {
  if (user.disabledAt !== null) throw new ServiceError("forbidden", messages.backOffice.accountDisabled);
  if (!options.familyId) {
    await ctx.db.updateTable("user").set({ lastSignInAt: ctx.now() }).where("id", "=", user.id).execute();
    await noticeSignIn(ctx, user, options.meta);
  }
  const persistent = options.channel === "browser" && options.persistent;
  const { token, session } = await ctx.sessions.create(user.id, {
    persistent,
    userAgent: options.meta.userAgent,
    ...(options.authenticatedAt !== undefined ? { authenticatedAt: options.authenticatedAt } : {}),
  });
  const refreshToken =
    options.channel === "api"
      ? await ctx.refreshTokens.issue(
          { userId: user.id, sessionId: session.id, ...(options.familyId ? { familyId: options.familyId } : {}) },
          ctx.now(),
        )
      : undefined;
  return { user, token, session, ...(refreshToken ? { refreshToken } : {}) };
}

/** A mail's single-use link, to the page in the language of the person it is for (docs/0068). */
export function mailLink(config: Config, path: string, token: string, locale: Locale = "fr"): string {
  return `${config.appUrl}${pathIn(locale, path)}?token=${encodeURIComponent(token)}`;
}
