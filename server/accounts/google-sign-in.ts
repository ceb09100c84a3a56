import { messages } from "../../src/shared/messages/catalogue.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { generateId } from "../platform/tokens.js";
import { type AuthContext, findUserByEmail, findUserById } from "./auth-context.js";
import { generateClientKey } from "./client-keys.js";
import type { GoogleIdentity } from "./google-oidc.js";
import { finishFirstFactor, needsSecondFactor, type SignInResult } from "./two-factor-sign-in.js";
import { claimUnverifiedAccount } from "./unverified-account-claim.js";

/**
 * Who a verified Google identity signs in as: the account already linked to it; else the account
 * with its e-mail, linked now, but only when Google vouches for the address (an account that never verified
 * it loses what its creator could hold: unverified-account-claim.ts); else a new verified account.
 */
export function createGoogleSignIn(ctx: AuthContext) {
  const { db, logger } = ctx;

  async function accountFor(identity: GoogleIdentity) {
    const linked = await db
      .selectFrom("oauthAccount")
      .select("userId")
      .where("provider", "=", "google")
      .where("subject", "=", identity.subject)
      .executeTakeFirst();
    if (linked) return findUserById(db, linked.userId);
    if (!identity.emailVerified) {
      logger.warn({ event: "auth.google.unverified-email" }, "Google sign-in refused: e-mail not verified by Google");
      return undefined;
    }
    const now = ctx.now();
    // Writes first, reads after: a transaction that reads, then writes, fails on SQLite when another
    // process wrote in between (its read snapshot cannot become a write), and races on PostgreSQL.
    const outcome = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("user")
        .values({
          id: generateId(),
          email: identity.email.toLowerCase(),
          firstName: identity.givenName ?? identity.name ?? identity.email.split("@")[0] ?? identity.email,
          lastName: identity.familyName,
          isEmailVerified: 1,
          passwordHash: null,
          clientKey: generateClientKey(),
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      const found = created ?? (await findUserByEmail(trx, identity.email));
      if (!found) throw new Error("Google sign-in: the account with this e-mail vanished during sign-in");
      // An account that never proved its address may be someone else's trap: its credentials go first.
      const user = found.isEmailVerified === 1 ? found : await claimUnverifiedAccount(ctx, trx, found, identity, now);
      await trx
        .insertInto("oauthAccount")
        .values({
          provider: "google",
          subject: identity.subject,
          userId: user.id,
          email: identity.email,
          linkedAt: now,
        })
        // The same Google account signing in twice at once: the first link stands.
        .onConflict((conflict) => conflict.columns(["provider", "subject"]).doNothing())
        .execute();
      logger.info(
        { event: created ? "auth.google.created" : "auth.google.linked", userId: user.id },
        "Google account linked",
      );
      return { user, claimed: found.isEmailVerified !== 1 };
    });
    if (outcome.claimed) ctx.mailQueued();
    return outcome.user;
  }

  return {
    /** Google is a first factor like the password: an account with two-factor on still asks for its code. */
    async signInWithGoogle(identity: GoogleIdentity, meta: RequestMeta): Promise<SignInResult> {
      const user = await accountFor(identity);
      if (!user) {
        ctx.metrics.login("failed");
        throw new ServiceError("unauthorized", messages.accounts.googleFailed);
      }
      const result = await finishFirstFactor(ctx, user, { channel: "browser", persistent: false, meta });
      if (!needsSecondFactor(result)) {
        logger.info({ event: "auth.login.succeeded", userId: user.id, ip: meta.ip, channel: "google" }, "login");
        ctx.metrics.login("succeeded");
      }
      return result;
    },
  };
}
