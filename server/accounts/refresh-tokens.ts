import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema.js";
import { generateId, generateToken, hashToken } from "../platform/tokens.js";

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/**
 * Refresh tokens for API clients. Each token belongs to a family (one login); using it marks it
 * used and issues the next one of the family. A used token presented again means it was copied:
 * the whole family and the sessions it issued are revoked.
 */
export function createRefreshTokens(db: Kysely<Database>) {
  return {
    async issue(grant: { userId: string; sessionId: string; familyId?: string }, now: number): Promise<string> {
      const token = generateToken();
      await db
        .insertInto("refreshToken")
        .values({
          id: hashToken(token),
          familyId: grant.familyId ?? generateId(),
          userId: grant.userId,
          sessionId: grant.sessionId,
          createdAt: now,
          expiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
          usedAt: null,
        })
        .execute();
      return token;
    },

    /**
     * Marks a token used. Returns its grant when it was live, "reused" when it had been used
     * before (its family is then revoked), or null when unknown or expired.
     */
    async use(
      token: string,
      now: number,
    ): Promise<{ userId: string; familyId: string; sessionId: string } | "reused" | null> {
      const row = await db
        .selectFrom("refreshToken")
        .select(["id", "familyId", "userId", "sessionId", "expiresAt", "usedAt"])
        .where("id", "=", hashToken(token))
        .executeTakeFirst();
      if (!row || row.expiresAt <= now) return null;
      // The conditional update settles two concurrent uses of one token: only one marks it.
      const marked =
        row.usedAt === null &&
        (
          await db
            .updateTable("refreshToken")
            .set({ usedAt: now })
            .where("id", "=", row.id)
            .where("usedAt", "is", null)
            .executeTakeFirst()
        ).numUpdatedRows === 1n;
      if (!marked) {
        await this.revokeFamily(row.familyId);
        return "reused";
      }
      return { userId: row.userId, familyId: row.familyId, sessionId: row.sessionId };
    },

    /**
     * After a rotation has issued the next token: true when the used token is still there, false when a
     * concurrent reuse revoked the family meanwhile. An UPDATE, not a SELECT: on PostgreSQL it waits for a
     * revocation that already holds the row and then sees it gone, so the next token cannot outlive the
     * revocation (a SELECT would read the row as it was before the revocation committed).
     */
    async survivedRotation(token: string): Promise<boolean> {
      const result = await db
        .updateTable("refreshToken")
        .set((eb) => ({ usedAt: eb.ref("usedAt") }))
        .where("id", "=", hashToken(token))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Revokes a token's whole family and every session it issued (logout, reuse). */
    async revokeFamilyOf(token: string): Promise<void> {
      const row = await db
        .selectFrom("refreshToken")
        .select("familyId")
        .where("id", "=", hashToken(token))
        .executeTakeFirst();
      if (row) await this.revokeFamily(row.familyId);
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Tokens first, then exactly their sessions: a token a concurrent rotation commits between two
        // statements is then deleted with its session, never one without the other (PostgreSQL reads each
        // statement at its own start).
        const revoked = await trx
          .deleteFrom("refreshToken")
          .where("familyId", "=", familyId)
          .returning("sessionId")
          .execute();
        const sessionIds = revoked.map((row) => row.sessionId);
        if (sessionIds.length > 0) await trx.deleteFrom("session").where("id", "in", sessionIds).execute();
      });
    },

    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom("refreshToken").where("expiresAt", "<=", now).execute();
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
