import type { Kysely, Selectable } from "kysely";
import type { Adapter, DatabaseSession } from "lucia";
import type { Database, SessionTable } from "../platform/db/schema.js";
import type { SessionDevice } from "./session-device.js";

/** Session columns Lucia passes through untouched (camelCase, as Kysely reads them). */
export interface SessionAttributes extends SessionDevice {
  createdAt: number;
  lastSeenAt: number;
  authenticatedAt: number;
  userAgent: string | null;
  persistent: number;
}

/** Lucia stores expiry in seconds (the unit the first SQLite adapter wrote). */
const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toDatabaseSession(row: Selectable<SessionTable>): DatabaseSession {
  return {
    id: row.id,
    userId: row.userId,
    expiresAt: new Date(row.expiresAt * 1000),
    attributes: {
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      authenticatedAt: row.authenticatedAt,
      userAgent: row.userAgent,
      persistent: row.persistent,
      browser: row.browser,
      os: row.os,
      device: row.device,
    },
  };
}

/**
 * Lucia's storage over Kysely, the same code on SQLite and PostgreSQL (its own adapters are one per
 * driver). Reads the `session` and `user` tables of 0001/0002.
 */
export function kyselySessionAdapter(db: Kysely<Database>): Adapter {
  return {
    async getSessionAndUser(sessionId) {
      const session = await db.selectFrom("session").selectAll().where("id", "=", sessionId).executeTakeFirst();
      if (!session) return [null, null];
      const user = await db.selectFrom("user").selectAll().where("id", "=", session.userId).executeTakeFirst();
      return [toDatabaseSession(session), user ? { id: user.id, attributes: user } : null];
    },

    async getUserSessions(userId) {
      const rows = await db.selectFrom("session").selectAll().where("userId", "=", userId).execute();
      return rows.map(toDatabaseSession);
    },

    async setSession(session) {
      await db
        .insertInto("session")
        .values({
          id: session.id,
          userId: session.userId,
          expiresAt: toSeconds(session.expiresAt),
          ...session.attributes,
        })
        .execute();
    },

    async updateSessionExpiration(sessionId, expiresAt) {
      await db
        .updateTable("session")
        .set({ expiresAt: toSeconds(expiresAt) })
        .where("id", "=", sessionId)
        .execute();
    },

    async deleteSession(sessionId) {
      await db.deleteFrom("session").where("id", "=", sessionId).execute();
    },

    async deleteUserSessions(userId) {
      await db.deleteFrom("session").where("userId", "=", userId).execute();
    },

    async deleteExpiredSessions() {
      await db.deleteFrom("session").where("expiresAt", "<=", toSeconds(new Date())).execute();
    },
  };
}
