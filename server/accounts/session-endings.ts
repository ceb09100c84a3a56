import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema.js";

/**
 * Which sessions end: some of a user's (`ids`), or all of a user's but the one kept (`except`, the caller's
 * own after a password change or "sign out my other devices").
 */
export type SessionsToEnd = { userId: string; ids: readonly string[] } | { userId: string; except?: string };

/**
 * Ends sessions and, with them, the refresh-token families they were issued with: an API client's refresh
 * token would otherwise open a fresh session right after its old one was ended (revoked from the account
 * page, a password change or reset, a disabled account, two-factor turned on, a logout). A user-wide ending
 * also ends the families whose session has already expired: an API client's token outlives its 24-hour
 * session by design, and is then the only thing still signed in.
 *
 * Every ending comes here; a session that merely expires does not (Lucia deletes it when it is next read,
 * the cleanup later) and its family lives on, which is what a refresh token is for. Nor does the session a
 * refresh replaces (sessions.ts, `retire`): its family lives on in the next token.
 *
 * Tokens first, then the sessions, both in one transaction, as refresh-tokens.ts `revokeFamily` does: a
 * rotation that commits its next token between the two statements either finds its used token gone (and
 * revokes its own family, `survivedRotation`) or has its next token deleted here, and its session with it.
 * Returns how many of the sessions asked for ended.
 */
export async function endSessions(db: Kysely<Database>, which: SessionsToEnd): Promise<number> {
  if (!db.isTransaction) return db.transaction().execute((trx) => endSessions(trx, which));
  const { userId } = which;
  if ("ids" in which) {
    if (which.ids.length === 0) return 0;
    const revoked = await db
      .deleteFrom("refreshToken")
      .where("userId", "=", userId)
      .where("familyId", "in", (eb) =>
        eb
          .selectFrom("refreshToken as issued")
          .select("issued.familyId")
          .where("issued.userId", "=", userId)
          .where("issued.sessionId", "in", which.ids),
      )
      .returning("sessionId")
      .execute();
    const ended = await db
      .deleteFrom("session")
      .where("userId", "=", userId)
      .where("id", "in", [...which.ids, ...revoked.map((row) => row.sessionId)])
      .returning("id")
      .execute();
    return ended.filter((row) => which.ids.includes(row.id)).length;
  }
  const { except } = which;
  await db
    .deleteFrom("refreshToken")
    .where("userId", "=", userId)
    .$if(except !== undefined, (query) =>
      query.where("familyId", "not in", (eb) =>
        eb
          .selectFrom("refreshToken as kept")
          .select("kept.familyId")
          .where("kept.userId", "=", userId)
          .where("kept.sessionId", "=", except as string),
      ),
    )
    .execute();
  const ended = await db
    .deleteFrom("session")
    .where("userId", "=", userId)
    .$if(except !== undefined, (query) => query.where("id", "!=", except as string))
    .executeTakeFirst();
  return Number(ended.numDeletedRows);
}
