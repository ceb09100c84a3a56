import type { ExpressionBuilder } from "kysely";
import { identityMessages as m } from "../../src/shared/identity-messages.js";
import type { Database } from "../db/schema.js";
import { enqueueMail } from "../mail/outbox.js";
import { type SignInMethodChange, signInMethodMail } from "../mail/security-mails.js";
import { ServiceError } from "../platform/service-error.js";
import type { AuthContext, Caller } from "./auth-context.js";
import type { GoogleIdentity } from "./google-oidc.js";
import { hashPassword } from "./passwords.js";
import { requireRecentAuthentication } from "./recent-authentication.js";

/**
 * The rule that an account never loses its last way in, as a condition inside the statement that removes
 * a method (not a read before it): the user row still has a password. A new kind of method (passkeys) adds
 * its own "or exists" here.
 */
function passwordRemains(eb: ExpressionBuilder<Database, "oauthAccount">) {
  return eb.exists(
    eb
      .selectFrom("user")
      .select("user.id")
      .whereRef("user.id", "=", "oauthAccount.userId")
      .where("user.passwordHash", "is not", null),
  );
}

/** The ways an account signs in: its password and its Google account (docs/0027-account-identity.md). */
export function createSignInMethods(ctx: AuthContext) {
  const { db, logger } = ctx;

  async function tellOwner(caller: Caller, change: SignInMethodChange) {
    const content = signInMethodMail(caller.user.firstName, change, ctx.config.supportEmail);
    await enqueueMail(db, { userId: caller.user.id, to: caller.user.email, content }, ctx.now());
    ctx.mailQueued();
    logger.info({ event: `auth.method.${change}`, userId: caller.user.id }, "sign-in methods changed");
  }

  /** The Google identity linked to an account, if any (one per account). */
  const linkedGoogle = (userId: string) =>
    db
      .selectFrom("oauthAccount")
      .select(["subject", "email", "linkedAt"])
      .where("userId", "=", userId)
      .where("provider", "=", "google")
      .executeTakeFirst();

  return {
    async signInMethods({ user }: Caller) {
      const google = await linkedGoogle(user.id);
      return {
        password: user.passwordHash !== null,
        google: google ? { email: google.email, linkedAt: google.linkedAt } : null,
      };
    },

    /**
     * Links the Google identity the signed-in user just proved (the same OIDC flow as sign-in, started from
     * the account page). Its address need not match the account's; an identity linked elsewhere is refused.
     */
    async linkGoogle(caller: Caller, identity: GoogleIdentity): Promise<void> {
      const { user } = caller;
      const current = await linkedGoogle(user.id);
      if (current?.subject === identity.subject) return;
      if (current) throw new ServiceError("conflict", m.googleAlreadyLinked);
      const linked = await db
        .insertInto("oauthAccount")
        .values({
          provider: "google",
          subject: identity.subject,
          userId: user.id,
          email: identity.email,
          linkedAt: ctx.now(),
        })
        // The primary key (provider, subject) decides: an identity belongs to one account at most.
        .onConflict((conflict) => conflict.columns(["provider", "subject"]).doNothing())
        .returning("userId")
        .executeTakeFirst();
      if (!linked) {
        logger.warn({ event: "auth.google.link-refused", userId: user.id }, "Google identity linked elsewhere");
        throw new ServiceError("conflict", m.googleLinkedElsewhere);
      }
      await tellOwner(caller, "google-linked");
    },

    async unlinkGoogle(caller: Caller): Promise<void> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      const removed = await db
        .deleteFrom("oauthAccount")
        .where("userId", "=", user.id)
        .where("provider", "=", "google")
        .where(passwordRemains)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) {
        const linked = await linkedGoogle(user.id);
        throw new ServiceError(linked ? "conflict" : "bad-request", linked ? m.lastMethod : m.googleNotLinked);
      }
      await tellOwner(caller, "google-unlinked");
    },

    /** A password for an account that has none (created with Google). Sessions stay. */
    async setPassword(caller: Caller, newPassword: string): Promise<void> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      if (user.passwordHash !== null) throw new ServiceError("bad-request", m.passwordAlreadySet);
      const passwordHash = await hashPassword(newPassword);
      const set = await db
        .updateTable("user")
        .set({ passwordHash, updatedAt: ctx.now() })
        .where("id", "=", user.id)
        .where("passwordHash", "is", null)
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) === 0) throw new ServiceError("bad-request", m.passwordAlreadySet);
      await tellOwner(caller, "password-set");
    },
  };
}
