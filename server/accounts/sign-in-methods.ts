import type { ExpressionBuilder } from "kysely";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Database, UserRow } from "../platform/db/schema.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { type SignInMethodChange, signInMethodMail } from "../platform/mail/security-mails.js";
import { ServiceError } from "../platform/service-error.js";
import type { AuthContext, Caller } from "./auth-context.js";
import type { GoogleIdentity } from "./google-oidc.js";
import { hashPassword } from "./passwords.js";
import { requireRecentAuthentication } from "./recent-authentication.js";

/**
 * The rule that an account never loses its last way in, as a condition inside the statement that removes
 * a method (not a read before it): the account keeps another method than the one removed. Unlinking Google
 * keeps a password or a passkey.
 */
function anotherMethodThanGoogle(eb: ExpressionBuilder<Database, "oauthAccount">) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom("user")
        .select("user.id")
        .whereRef("user.id", "=", "oauthAccount.userId")
        .where("user.passwordHash", "is not", null),
    ),
    eb.exists(eb.selectFrom("passkey").select("passkey.id").whereRef("passkey.userId", "=", "oauthAccount.userId")),
  ]);
}

/** Removing a passkey keeps a password, Google, or another passkey. */
export function anotherMethodThanThisPasskey(eb: ExpressionBuilder<Database, "passkey">) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom("user")
        .select("user.id")
        .whereRef("user.id", "=", "passkey.userId")
        .where("user.passwordHash", "is not", null),
    ),
    eb.exists(
      eb
        .selectFrom("oauthAccount")
        .select("oauthAccount.userId")
        .whereRef("oauthAccount.userId", "=", "passkey.userId"),
    ),
    eb.exists(
      eb
        .selectFrom("passkey as other")
        .select("other.id")
        .whereRef("other.userId", "=", "passkey.userId")
        .whereRef("other.id", "!=", "passkey.id"),
    ),
  ]);
}

/** Mails the owner about a change of their ways in (and logs it): an intruder's change does not go unseen. */
export async function tellOwnerOfMethodChange(ctx: AuthContext, user: UserRow, change: SignInMethodChange) {
  const content = signInMethodMail(user.firstName, change, ctx.config.supportEmail, user.locale);
  await enqueueMail(ctx.db, { userId: user.id, to: user.email, content }, ctx.now());
  ctx.mailQueued();
  ctx.logger.info({ event: `auth.method.${change}`, userId: user.id }, "sign-in methods changed");
}

/** The ways an account signs in: its password, its Google account (docs/0027) and its passkeys (docs/0028). */
export function createSignInMethods(ctx: AuthContext) {
  const { db, logger } = ctx;

  const tellOwner = (caller: Caller, change: SignInMethodChange) => tellOwnerOfMethodChange(ctx, caller.user, change);

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
      const { passkeys } = await db
        .selectFrom("passkey")
        .select((eb) => eb.fn.countAll<number | string>().as("passkeys"))
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow();
      return {
        password: user.passwordHash !== null,
        google: google ? { email: google.email, linkedAt: google.linkedAt } : null,
        passkeys: Number(passkeys),
      };
    },

    /**
     * Before the trip to Google: adding a way in is as sensitive as removing one, since a stolen session that
     * links the thief's Google account keeps the account for good. The callback checks again (linkGoogle).
     */
    startGoogleLink(caller: Caller): void {
      requireRecentAuthentication(ctx, caller);
    },

    /**
     * Links the Google identity the signed-in user just proved (the same OIDC flow as sign-in, started from
     * the account page). Its address need not match the account's; an identity linked elsewhere is refused.
     * The step that changes the account, so it needs the recent sign-in too, whatever was checked at the start.
     */
    async linkGoogle(caller: Caller, identity: GoogleIdentity): Promise<void> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      const current = await linkedGoogle(user.id);
      if (current?.subject === identity.subject) return;
      if (current) throw new ServiceError("conflict", messages.identity.googleAlreadyLinked);
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
        throw new ServiceError("conflict", messages.identity.googleLinkedElsewhere);
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
        .where(anotherMethodThanGoogle)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) {
        const linked = await linkedGoogle(user.id);
        throw new ServiceError(
          linked ? "conflict" : "bad-request",
          linked ? messages.identity.lastMethod : messages.identity.googleNotLinked,
        );
      }
      await tellOwner(caller, "google-unlinked");
    },

    /** A password for an account that has none (created with Google). Sessions stay. */
    async setPassword(caller: Caller, newPassword: string): Promise<void> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      if (user.passwordHash !== null) throw new ServiceError("bad-request", messages.identity.passwordAlreadySet);
      const passwordHash = await hashPassword(newPassword);
      const set = await db
        .updateTable("user")
        .set({ passwordHash, updatedAt: ctx.now() })
        .where("id", "=", user.id)
        .where("passwordHash", "is", null)
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) === 0) throw new ServiceError("bad-request", messages.identity.passwordAlreadySet);
      await tellOwner(caller, "password-set");
    },
  };
}
