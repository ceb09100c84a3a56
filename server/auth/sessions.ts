import { BetterSqlite3Adapter } from "@lucia-auth/adapter-sqlite";
import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import { Lucia, TimeSpan } from "lucia";
import type { Database, UserRow } from "../db/schema.js";
import { generateToken, hashToken } from "../platform/tokens.js";

/**
 * The one module that knows Lucia (v3 is in maintenance: swapping it touches only this file).
 * The client holds a random token; the session row's id is its SHA-256, so a leaked database
 * cannot be replayed. A browser session lasts 24 h, 30 days with "remember me"; Lucia extends
 * either by its full lifetime when it is used in its second half.
 */

interface RawUser {
  email: string;
  first_name: string;
  last_name: string | null;
  plan: string;
  role: string;
  is_email_verified: number;
  password_hash: string | null;
  client_key: string;
  created_at: number;
  updated_at: number;
}

interface RawSessionAttributes {
  created_at: number;
  last_seen_at: number;
  user_agent: string | null;
  persistent: number;
}

function createLucia(sqlite: SQLite.Database, lifetime: TimeSpan) {
  return new Lucia(new BetterSqlite3Adapter(sqlite, { user: "user", session: "session" }), {
    sessionExpiresIn: lifetime,
    getUserAttributes: (raw: RawUser) => raw,
    getSessionAttributes: (raw: RawSessionAttributes) => raw,
  });
}

declare module "lucia" {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: RawUser;
    DatabaseSessionAttributes: RawSessionAttributes;
  }
}

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const PERSISTENT_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface Session {
  /** The row id (SHA-256 of the token): safe to show, useless to sign in with. */
  id: string;
  userId: string;
  expiresAt: number;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string | null;
  persistent: boolean;
  /** True when this validation extended the session: a persistent cookie must be re-sent. */
  fresh: boolean;
}

export interface NewSession {
  token: string;
  session: Session;
}

function toUserRow(id: string, raw: RawUser): UserRow {
  return {
    id,
    email: raw.email,
    firstName: raw.first_name,
    lastName: raw.last_name,
    plan: raw.plan,
    role: raw.role,
    isEmailVerified: raw.is_email_verified,
    passwordHash: raw.password_hash,
    clientKey: raw.client_key,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  };
}

export function createSessionStore(sqlite: SQLite.Database, db: Kysely<Database>, now: () => number = Date.now) {
  const short = createLucia(sqlite, new TimeSpan(SESSION_LIFETIME_MS / 1000, "s"));
  const long = createLucia(sqlite, new TimeSpan(PERSISTENT_SESSION_LIFETIME_MS / 1000, "s"));

  return {
    async create(userId: string, options: { persistent: boolean; userAgent: string | null }): Promise<NewSession> {
      const token = generateToken();
      const at = now();
      const lucia = options.persistent ? long : short;
      const session = await lucia.createSession(
        userId,
        {
          created_at: at,
          last_seen_at: at,
          user_agent: options.userAgent?.slice(0, 512) ?? null,
          persistent: options.persistent ? 1 : 0,
        },
        { sessionId: hashToken(token) },
      );
      return {
        token,
        session: {
          id: session.id,
          userId,
          expiresAt: session.expiresAt.getTime(),
          createdAt: at,
          lastSeenAt: at,
          userAgent: session.user_agent,
          persistent: options.persistent,
          fresh: true,
        },
      };
    },

    /** The session and user a token stands for, or null (unknown, expired or malformed token). */
    async validate(token: string): Promise<{ session: Session; user: UserRow } | null> {
      if (token.length < 16 || token.length > 256) return null;
      const id = hashToken(token);
      const row = await db.selectFrom("session").select("persistent").where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const { session, user } = await (row.persistent ? long : short).validateSession(id);
      if (!session || !user) return null;
      const at = now();
      if (at - session.last_seen_at > LAST_SEEN_RESOLUTION_MS) {
        await db.updateTable("session").set({ lastSeenAt: at }).where("id", "=", id).execute();
      }
      return {
        session: {
          id: session.id,
          userId: session.userId,
          expiresAt: session.expiresAt.getTime(),
          createdAt: session.created_at,
          lastSeenAt: Math.max(at, session.last_seen_at),
          userAgent: session.user_agent,
          persistent: session.persistent === 1,
          fresh: session.fresh,
        },
        user: toUserRow(user.id, user),
      };
    },

    /** The user's live sessions, newest first. */
    async list(userId: string): Promise<Session[]> {
      const sessions = await short.getUserSessions(userId);
      return (
        sessions
          .map((session) => ({
            id: session.id,
            userId: session.userId,
            expiresAt: session.expiresAt.getTime(),
            createdAt: session.created_at,
            lastSeenAt: session.last_seen_at,
            userAgent: session.user_agent,
            persistent: session.persistent === 1,
            fresh: false,
          }))
          // Reversed first so sessions opened in the same millisecond still come newest first (sort is stable).
          .reverse()
          .sort((a, b) => b.createdAt - a.createdAt)
      );
    },

    invalidate: (sessionId: string) => short.invalidateSession(sessionId),

    invalidateAll: (userId: string) => short.invalidateUserSessions(userId),

    /** Signs the user out everywhere but here (after a password change); returns how many ended. */
    async invalidateOthers(userId: string, keepSessionId: string): Promise<number> {
      const result = await db
        .deleteFrom("session")
        .where("userId", "=", userId)
        .where("id", "!=", keepSessionId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    deleteExpired: () => short.deleteExpiredSessions(),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
