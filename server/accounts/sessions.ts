import type { Kysely } from "kysely";
import { Lucia, TimeSpan } from "lucia";
import { MAX_SESSIONS_PER_USER } from "../../src/shared/api-limits.js";
import type { Database, UserRow } from "../platform/db/schema.js";
import { decodeCursor, type KeysetPosition, olderThan, pageOf } from "../platform/keyset-cursor.js";
import { generateToken, hashToken } from "../platform/tokens.js";
import { kyselySessionAdapter, type SessionAttributes } from "./session-adapter.js";
import { type SessionDevice, sessionDevice } from "./session-device.js";
import { endSessions } from "./session-endings.js";

/**
 * The one module that knows Lucia (v3 is in maintenance: swapping it touches only this file and its
 * adapter). The client holds a random token; the session row's id is its SHA-256, so a leaked database
 * cannot be replayed. A browser session lasts 24 h, 30 days with "remember me"; Lucia extends
 * either by its full lifetime when it is used in its second half.
 */

function createLucia(db: Kysely<Database>, lifetime: TimeSpan) {
  return new Lucia(kyselySessionAdapter(db), {
    sessionExpiresIn: lifetime,
    getUserAttributes: (raw: UserRow) => raw,
    getSessionAttributes: (raw: SessionAttributes) => raw,
  });
}

declare module "lucia" {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: UserRow;
    DatabaseSessionAttributes: SessionAttributes;
  }
}

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const PERSISTENT_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface Session extends SessionDevice {
  /** The row id (SHA-256 of the token): safe to show, useless to sign in with. */
  id: string;
  userId: string;
  expiresAt: number;
  createdAt: number;
  lastSeenAt: number;
  /** When the user last proved who they are here: the sign-in, or a later re-authentication. */
  authenticatedAt: number;
  userAgent: string | null;
  persistent: boolean;
  /** True when this validation extended the session: a persistent cookie must be re-sent. */
  fresh: boolean;
}

export interface NewSession {
  token: string;
  session: Session;
}

export function createSessionStore(db: Kysely<Database>, now: () => number = Date.now) {
  const short = createLucia(db, new TimeSpan(SESSION_LIFETIME_MS / 1000, "s"));
  const long = createLucia(db, new TimeSpan(PERSISTENT_SESSION_LIFETIME_MS / 1000, "s"));

  /**
   * Keeps the user's newest sessions up to the cap, ending the others like any ending (their refresh tokens
   * too). The cap holds after every sign-in, so this reads a row or two more than the cap; the index on
   * (user_id, created_at) serves it.
   */
  async function endSessionsOverCap(userId: string) {
    const newestFirst = await db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", userId)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .execute();
    const over = newestFirst.slice(MAX_SESSIONS_PER_USER).map((row) => row.id);
    await endSessions(db, { userId, ids: over });
  }

  return {
    /**
     * `authenticatedAt` defaults to now (a sign-in); a session that replaces another without a new proof
     * (a refresh token's rotation) carries the previous one's.
     */
    async create(
      userId: string,
      options: { persistent: boolean; userAgent: string | null; authenticatedAt?: number },
    ): Promise<NewSession> {
      const token = generateToken();
      const at = now();
      const authenticatedAt = options.authenticatedAt ?? at;
      const lucia = options.persistent ? long : short;
      const userAgent = options.userAgent?.slice(0, 512) ?? null;
      const session = await lucia.createSession(
        userId,
        {
          createdAt: at,
          lastSeenAt: at,
          authenticatedAt,
          userAgent,
          persistent: options.persistent ? 1 : 0,
          ...sessionDevice(userAgent),
        },
        { sessionId: hashToken(token) },
      );
      await endSessionsOverCap(userId);
      return {
        token,
        session: {
          id: session.id,
          userId,
          expiresAt: session.expiresAt.getTime(),
          createdAt: at,
          lastSeenAt: at,
          authenticatedAt,
          userAgent: session.userAgent,
          browser: session.browser,
          os: session.os,
          device: session.device,
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
      if (at - session.lastSeenAt > LAST_SEEN_RESOLUTION_MS) {
        await db.updateTable("session").set({ lastSeenAt: at }).where("id", "=", id).execute();
      }
      return {
        session: {
          id: session.id,
          userId: session.userId,
          expiresAt: session.expiresAt.getTime(),
          createdAt: session.createdAt,
          lastSeenAt: Math.max(at, session.lastSeenAt),
          authenticatedAt: session.authenticatedAt,
          userAgent: session.userAgent,
          browser: session.browser,
          os: session.os,
          device: session.device,
          persistent: session.persistent === 1,
          fresh: session.fresh,
        },
        user,
      };
    },

    /** One page of the user's live sessions, newest first; `cursor` is the previous page's `nextCursor`. */
    async list(userId: string, page: { cursor?: string | undefined; limit: number }) {
      const after = decodeCursor(page.cursor);
      const rows = await db
        .selectFrom("session")
        .selectAll()
        .where("userId", "=", userId)
        .where("expiresAt", ">", Math.floor(now() / 1000))
        .$if(after !== null, (query) =>
          query.where((eb) => olderThan(eb, after as KeysetPosition, { createdAt: "createdAt", id: "id" })),
        )
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(page.limit + 1)
        .execute();
      const { items, nextCursor } = pageOf(rows, page.limit, (row) => ({
        createdAt: Number(row.createdAt),
        id: row.id,
      }));
      return {
        nextCursor,
        items: items.map(
          (row): Session => ({
            id: row.id,
            userId: row.userId,
            expiresAt: row.expiresAt * 1000,
            createdAt: Number(row.createdAt),
            lastSeenAt: Number(row.lastSeenAt),
            authenticatedAt: Number(row.authenticatedAt),
            userAgent: row.userAgent,
            browser: row.browser,
            os: row.os,
            device: row.device,
            persistent: row.persistent === 1,
            fresh: false,
          }),
        ),
      };
    },

    /** The user proved who they are again in this session (password, Google, a second factor). */
    async markAuthenticated(sessionId: string): Promise<void> {
      await db.updateTable("session").set({ authenticatedAt: now() }).where("id", "=", sessionId).execute();
    },

    /** When the user last proved who they are in a session, or null when it is gone. */
    async authenticatedAt(sessionId: string): Promise<number | null> {
      const row = await db
        .selectFrom("session")
        .select("authenticatedAt")
        .where("id", "=", sessionId)
        .executeTakeFirst();
      return row ? Number(row.authenticatedAt) : null;
    },

    /** Signs a session out (logout, "end this session"), with its refresh-token family (session-endings.ts). */
    async invalidate(sessionId: string): Promise<void> {
      const row = await db.selectFrom("session").select("userId").where("id", "=", sessionId).executeTakeFirst();
      if (row) await endSessions(db, { userId: row.userId, ids: [sessionId] });
    },

    /** Signs the user out everywhere but here, refresh tokens included; returns how many sessions ended. */
    invalidateOthers: (userId: string, keepSessionId: string) => endSessions(db, { userId, except: keepSessionId }),

    /** The session a refresh token's rotation replaces: its family lives on in the next token. */
    retire: (sessionId: string) => short.invalidateSession(sessionId),

    deleteExpired: () => short.deleteExpiredSessions(),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
