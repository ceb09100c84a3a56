import type { Kysely } from "kysely";
import { emailChangeCancelPath, emailChangePath } from "../../src/accounts/shared/identity-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Database } from "../platform/db/schema.js";
import { isUniqueViolation } from "../platform/db/unique-violation.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import {
  emailChangedMail,
  emailChangeNoticeMail,
  emailChangeVerificationMail,
} from "../platform/mail/security-mails.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { generateToken, hashToken } from "../platform/tokens.js";
import { type AuthContext, type Caller, findUserByEmail, mailLink } from "./auth-context.js";
import { requireRecentAuthentication } from "./recent-authentication.js";
import { endSessions } from "./session-endings.js";

const HOUR = 60 * 60_000;
/** The verification link, mailed to the new address. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * HOUR;
/**
 * The cancel link, mailed to the old address, outlives the confirmation: an intruder who controls the new
 * address confirms at once, and the owner may read the notice only days later.
 */
export const EMAIL_CHANGE_CANCEL_LIFETIME_MS = 7 * 24 * HOUR;

/**
 * Changing the account's address (docs/0027-account-identity.md): nothing changes until the new address
 * proves it receives mail; the old address hears of the request at once and can undo it for a week.
 */
export function createEmailChange(ctx: AuthContext) {
  const { db, logger } = ctx;
  const cancelStillValid = (now: number) => now - EMAIL_CHANGE_CANCEL_LIFETIME_MS;

  return {
    /** The change waiting for its link to be clicked, for the account page. */
    async pendingEmailChange({ user }: Caller) {
      const pending = await db
        .selectFrom("emailChange")
        .select(["newEmail", "expiresAt"])
        .where("userId", "=", user.id)
        .where("confirmedAt", "is", null)
        .where("expiresAt", ">", ctx.now())
        .executeTakeFirst();
      return pending ?? null;
    },

    /** Mails the new address a link and the old one a notice; a change asked for earlier is replaced. */
    async requestEmailChange(caller: Caller, rawEmail: string, meta: RequestMeta): Promise<string> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      const newEmail = rawEmail.trim().toLowerCase();
      if (newEmail === user.email)
        throw new ServiceError("bad-request", messages.identity.sameEmail, { field: "newEmail" });
      await ctx.limiter.consume("emailChangePerUser", user.id);
      if (await findUserByEmail(db, newEmail))
        throw new ServiceError("conflict", messages.identity.emailInUse, { field: "newEmail" });
      const token = generateToken();
      const cancelToken = generateToken();
      const now = ctx.now();
      await db.transaction().execute(async (trx) => {
        // Only unconfirmed requests go: a confirmed one keeps its cancel link alive for the old address.
        await trx.deleteFrom("emailChange").where("userId", "=", user.id).where("confirmedAt", "is", null).execute();
        await trx
          .insertInto("emailChange")
          .values({
            id: hashToken(token),
            userId: user.id,
            oldEmail: user.email,
            newEmail,
            cancelTokenHash: hashToken(cancelToken),
            createdAt: now,
            expiresAt: now + EMAIL_CHANGE_LINK_LIFETIME_MS,
            confirmedAt: null,
          })
          .execute();
        const verify = emailChangeVerificationMail(
          user.firstName,
          newEmail,
          mailLink(ctx.config, emailChangePath, token, user.locale),
          user.locale,
        );
        await enqueueMail(trx, { userId: user.id, to: newEmail, content: verify }, now);
        const cancelLink = mailLink(ctx.config, emailChangeCancelPath, cancelToken, user.locale);
        const notice = emailChangeNoticeMail(user.firstName, newEmail, cancelLink, user.locale);
        await enqueueMail(trx, { userId: user.id, to: user.email, content: notice }, now);
      });
      ctx.mailQueued();
      logger.info({ event: "auth.email-change.requested", userId: user.id, ip: meta.ip }, "change of e-mail asked");
      return newEmail;
    },

    /** What a verification link stands for (its page shows it before the button); refuses a dead link. */
    async emailChangeLink(token: string): Promise<{ newEmail: string }> {
      const row = await db
        .selectFrom("emailChange")
        .select("newEmail")
        .where("id", "=", hashToken(token))
        .where("confirmedAt", "is", null)
        .where("expiresAt", ">", ctx.now())
        .executeTakeFirst();
      if (!row) throw new ServiceError("bad-request", messages.identity.emailChangeLinkInvalid);
      return row;
    },

    /** The new address is proved: the account moves to it. Sessions stay; the old address is told. */
    async confirmEmailChange(token: string, meta: RequestMeta): Promise<{ email: string }> {
      await ctx.limiter.consume("verifyPerIp", meta.ip);
      const now = ctx.now();
      let confirmed: { email: string };
      try {
        confirmed = await db.transaction().execute(async (trx) => {
          // The claim is one statement: of two clicks at once, one confirms.
          const change = await trx
            .updateTable("emailChange")
            .set({ confirmedAt: now })
            .where("id", "=", hashToken(token))
            .where("confirmedAt", "is", null)
            .where("expiresAt", ">", now)
            .returning(["userId", "oldEmail", "newEmail"])
            .executeTakeFirst();
          if (!change) throw new ServiceError("bad-request", messages.identity.emailChangeLinkInvalid);
          const user = await trx
            .updateTable("user")
            .set({ email: change.newEmail, isEmailVerified: 1, updatedAt: now })
            .where("id", "=", change.userId)
            .returningAll()
            .executeTakeFirstOrThrow();
          const content = emailChangedMail(user.firstName, change.newEmail, ctx.config.supportEmail, user.locale);
          await enqueueMail(trx, { userId: user.id, to: change.oldEmail, content }, now);
          logger.info({ event: "auth.email-changed", userId: user.id, ip: meta.ip }, "e-mail address changed");
          return { email: user.email };
        });
      } catch (error) {
        // Registered (or moved to) by another account since the request: the unique index refuses it.
        if (isUniqueViolation(error)) throw new ServiceError("conflict", messages.identity.emailChangeTakenMeanwhile);
        throw error;
      }
      ctx.mailQueued();
      return confirmed;
    },

    /** What a cancel link stands for, for its page. */
    async emailChangeCancellation(token: string): Promise<{ email: string; newEmail: string }> {
      const row = await db
        .selectFrom("emailChange")
        .select(["oldEmail as email", "newEmail"])
        .where("cancelTokenHash", "=", hashToken(token))
        .where("createdAt", ">", cancelStillValid(ctx.now()))
        .executeTakeFirst();
      if (!row) throw new ServiceError("bad-request", messages.identity.cancelLinkInvalid);
      return row;
    },

    /**
     * The old address refuses the change: the account keeps (or gets back) that address, every pending
     * change goes, and every session but the caller's own on this account ends, with its refresh tokens.
     */
    async cancelEmailChange(token: string, caller: Caller | null, meta: RequestMeta): Promise<{ email: string }> {
      await ctx.limiter.consume("verifyPerIp", meta.ip);
      const now = ctx.now();
      try {
        return await db.transaction().execute(async (trx) => {
          const change = await trx
            .deleteFrom("emailChange")
            .where("cancelTokenHash", "=", hashToken(token))
            .where("createdAt", ">", cancelStillValid(now))
            .returning(["userId", "oldEmail"])
            .executeTakeFirst();
          if (!change) throw new ServiceError("bad-request", messages.identity.cancelLinkInvalid);
          await trx.deleteFrom("emailChange").where("userId", "=", change.userId).execute();
          // Clicking the link proves the old address again.
          await trx
            .updateTable("user")
            .set({ email: change.oldEmail, isEmailVerified: 1, updatedAt: now })
            .where("id", "=", change.userId)
            .execute();
          const keep = caller?.user.id === change.userId ? caller.session.id : undefined;
          await endSessions(trx, { userId: change.userId, ...(keep ? { except: keep } : {}) });
          logger.warn(
            { event: "auth.email-change.cancelled", userId: change.userId, ip: meta.ip },
            "change of e-mail cancelled from the old address; other sessions ended",
          );
          return { email: change.oldEmail };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ServiceError("conflict", messages.identity.oldEmailTaken);
        throw error;
      }
    },
  };
}

/** A confirmed change's row is kept while its cancel link lives, then forgotten (the auth cleanup). */
export async function deleteExpiredEmailChanges(db: Kysely<Database>, at: number) {
  await db
    .deleteFrom("emailChange")
    .where("createdAt", "<=", at - EMAIL_CHANGE_CANCEL_LIFETIME_MS)
    .execute();
}
