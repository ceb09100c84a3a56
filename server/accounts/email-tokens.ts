import type { Kysely, Transaction } from "kysely";
import type { Database, EmailTokenPurpose } from "../platform/db/schema.js";
import { generateToken, hashToken } from "../platform/tokens.js";

const HOUR = 60 * 60_000;
export const emailTokenLifetimeMs: Record<EmailTokenPurpose, number> = {
  "verify-email": 24 * HOUR,
  "reset-password": HOUR,
};

/** A new single-use token for a mail link; any earlier one of the same purpose stops working. */
export async function issueEmailToken(
  trx: Transaction<Database>,
  user: { id: string; email: string },
  purpose: EmailTokenPurpose,
  now: number,
): Promise<string> {
  await trx.deleteFrom("emailToken").where("userId", "=", user.id).where("purpose", "=", purpose).execute();
  const token = generateToken();
  await trx
    .insertInto("emailToken")
    .values({
      id: hashToken(token),
      userId: user.id,
      purpose,
      email: user.email,
      createdAt: now,
      expiresAt: now + emailTokenLifetimeMs[purpose],
    })
    .execute();
  return token;
}

/** The address a token was sent to, if it still works, leaving it unused (a page shows it before it is used). */
export async function emailOfToken(
  db: Kysely<Database>,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<string | null> {
  const row = await db
    .selectFrom("emailToken")
    .select(["email", "expiresAt"])
    .where("id", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  return row && row.expiresAt > now ? row.email : null;
}

/** Uses a token up (deleting it, so it works once) and says whose it was, or null if unknown or expired. */
export async function consumeEmailToken(
  db: Kysely<Database>,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<{ userId: string; email: string } | null> {
  const row = await db
    .deleteFrom("emailToken")
    .where("id", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .returning(["userId", "email", "expiresAt"])
    .executeTakeFirst();
  if (!row || row.expiresAt <= now) return null;
  return { userId: row.userId, email: row.email };
}
