import { messages } from "../../src/shared/messages/catalogue.js";
import { passwordChangedMail, passwordResetMail } from "../platform/mail/mail-templates.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { type AuthContext, findUserByEmail, mailLink } from "./auth-context.js";
import { consumeEmailToken, emailOfToken, issueEmailToken } from "./email-tokens.js";
import { hashPassword } from "./passwords.js";
import { endSessions } from "./session-endings.js";

export function createPasswordReset(ctx: AuthContext) {
  const { db, logger, limiter } = ctx;

  /** Resets asked for and not yet queued: shutdown waits for them (services.stop). */
  const pending = new Set<Promise<void>>();

  async function queueResetIfKnown(email: string, meta: RequestMeta) {
    const user = await findUserByEmail(db, email);
    if (user) {
      const now = ctx.now();
      await db.transaction().execute(async (trx) => {
        const token = await issueEmailToken(trx, user, "reset-password", now);
        const content = passwordResetMail(
          user.firstName,
          mailLink(ctx.config, "/reset-password", token, user.locale),
          "visitor",
          user.locale,
        );
        await enqueueMail(trx, { userId: user.id, to: user.email, content }, now);
      });
      ctx.mailQueued();
    }
    logger.info({ event: "auth.reset.requested", known: Boolean(user), ip: meta.ip }, "password reset requested");
  }

  return {
    /**
     * Same answer, status and time for known and unknown addresses: the answer leaves before the address
     * is even looked up, both kinds going through queueResetIfKnown afterwards (the lookup, the token
     * and the queued mail made a known address 1-2 ms slower, enough to tell which addresses have an account).
     */
    async forgotPassword(rawEmail: string, meta: RequestMeta): Promise<string> {
      const email = rawEmail.toLowerCase();
      await limiter.consume("forgotPerIp", meta.ip);
      await limiter.consume("forgotPerEmail", email);
      const work = queueResetIfKnown(email, meta).catch((error: unknown) => {
        logger.error({ err: error, event: "auth.reset.failed" }, "password reset not queued");
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return messages.accounts.forgotSent;
    },

    /** Resolves once every reset asked for so far is queued (or has failed and been logged). */
    async resetsQueued(): Promise<void> {
      await Promise.all(pending);
    },

    /**
     * The account a reset link is for, so its page can give password managers the username whose saved password
     * changes. Only the link's holder asks, and the form's answer already says whether the link works.
     */
    async resetLinkEmail(token: string): Promise<string | null> {
      return emailOfToken(db, token, "reset-password", ctx.now());
    },

    /** Sets the new password and signs the user out everywhere; does not sign in. */
    async resetPassword(token: string, password: string, meta: RequestMeta): Promise<void> {
      await limiter.consume("resetPerIp", meta.ip);
      const grant = await consumeEmailToken(db, token, "reset-password", ctx.now());
      if (!grant) throw new ServiceError("bad-request", messages.accounts.resetFailed);
      const passwordHash = await hashPassword(password);
      const now = ctx.now();
      const user = await db.transaction().execute(async (trx) => {
        // The link reached the inbox: that proves the address as well as a verification would.
        const updated = await trx
          .updateTable("user")
          .set({ passwordHash, isEmailVerified: 1, updatedAt: now })
          .where("id", "=", grant.userId)
          .returningAll()
          .executeTakeFirst();
        if (!updated) return undefined;
        await endSessions(trx, { userId: updated.id });
        const content = passwordChangedMail(updated.firstName, ctx.config.supportEmail, updated.locale);
        await enqueueMail(trx, { userId: updated.id, to: updated.email, content }, now);
        return updated;
      });
      if (!user) throw new ServiceError("bad-request", messages.accounts.resetFailed);
      await limiter.clearLoginFailures({ email: user.email });
      ctx.mailQueued();
      logger.info(
        { event: "auth.reset.completed", userId: user.id, ip: meta.ip },
        "password reset; all sessions revoked",
      );
    },
  };
}
