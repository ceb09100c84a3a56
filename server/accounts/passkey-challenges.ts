import type { PasskeyChallengeTable } from "../platform/db/schema.js";
import { generateToken, hashToken } from "../platform/tokens.js";
import type { AuthContext } from "./auth-context.js";

/** How long an authenticator may take to answer, as the two-factor step (docs/0026). */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

type Purpose = PasskeyChallengeTable["purpose"];

/**
 * A new challenge (256 random bits, base64url as WebAuthn carries it), kept as its SHA-256. A registration's
 * challenge belongs to the session that asked for it.
 */
export async function issuePasskeyChallenge(
  ctx: AuthContext,
  purpose: Purpose,
  sessionId: string | null,
): Promise<string> {
  const challenge = generateToken();
  const now = ctx.now();
  await ctx.db
    .insertInto("passkeyChallenge")
    .values({
      id: hashToken(challenge),
      purpose,
      sessionId,
      expiresAt: now + PASSKEY_CHALLENGE_LIFETIME_MS,
      createdAt: now,
    })
    .execute();
  return challenge;
}

/**
 * Spends the challenge an authenticator signed: true once, for a live challenge of this purpose (and this
 * session); deleted in the statement that checks it, so two answers racing with one challenge cannot both pass.
 */
export async function takePasskeyChallenge(
  ctx: AuthContext,
  challenge: string,
  purpose: Purpose,
  sessionId: string | null,
): Promise<boolean> {
  const taken = await ctx.db
    .deleteFrom("passkeyChallenge")
    .where("id", "=", hashToken(challenge))
    .where("purpose", "=", purpose)
    .where("expiresAt", ">", ctx.now())
    .where((eb) => (sessionId === null ? eb("sessionId", "is", null) : eb("sessionId", "=", sessionId)))
    .executeTakeFirst();
  return Number(taken.numDeletedRows) === 1;
}
