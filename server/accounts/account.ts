import { MAX_SESSIONS_PER_USER } from "../../src/shared/api-limits.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { accountDeletedMail, passwordChangedMail } from "../platform/mail/mail-templates.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { dataSubjectOf, exportedDate } from "../platform/personal-data.js";
import { ServiceError } from "../platform/service-error.js";
import type { AuthContext, Caller } from "./auth-context.js";
import { generateClientKey } from "./client-keys.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { toPublicUser } from "./public-user.js";
import { requireRecentAuthentication } from "./recent-authentication.js";
import { endSessions } from "./session-endings.js";
import type { Session } from "./sessions.js";

/** A session as the account page lists it: the device described, never the token. */
function describeSession(session: Session, currentId: string) {
  return {
    id: session.id,
    current: session.id === currentId,
    browser: session.browser,
    os: session.os,
    device: session.device,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    expiresAt: session.expiresAt,
    persistent: session.persistent,
  };
}

/**
 * The export lists at most this many of the account's mails, the newest, and counts them all. Mail is
 * kept 30 days, and the password change alone may send 40 an hour: an export of every one could reach
 * tens of thousands of rows in one answer (docs/0022).
 */
export const MAX_EXPORTED_MAILS = 1_000;

export function createAccount(ctx: AuthContext) {
  const { db, logger } = ctx;

  /** One page of the caller's sessions; the cap (MAX_SESSIONS_PER_USER) is also the largest page. */
  async function listSessions({ user, session }: Caller, page: { cursor?: string | undefined; limit: number }) {
    const { items, nextCursor } = await ctx.sessions.list(user.id, page);
    return { items: items.map((each) => describeSession(each, session.id)), nextCursor };
  }

  return {
    async updateProfile({ user }: Caller, input: { firstName: string; lastName: string }) {
      return db
        .updateTable("user")
        .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: ctx.now() })
        .where("id", "=", user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Keeps the current session, ends every other one with its refresh tokens (session-endings.ts). */
    async changePassword(caller: Caller, input: { currentPassword: string; newPassword: string }) {
      const { user, session } = caller;
      requireRecentAuthentication(ctx, caller);
      if (!user.passwordHash) throw new ServiceError("bad-request", messages.accounts.noPasswordYet);
      await ctx.limiter.consume("changePasswordPerUser", user.id);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        logger.warn({ event: "auth.password-change.failed", userId: user.id }, "wrong current password");
        throw new ServiceError("bad-request", messages.accounts.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const now = ctx.now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("user").set({ passwordHash, updatedAt: now }).where("id", "=", user.id).execute();
        await endSessions(trx, { userId: user.id, except: session.id });
        const content = passwordChangedMail(user.firstName, ctx.config.supportEmail, user.locale);
        await enqueueMail(trx, { userId: user.id, to: user.email, content }, now);
      });
      ctx.mailQueued();
      logger.info({ event: "auth.password-changed", userId: user.id }, "password changed; other sessions revoked");
    },

    listSessions,

    /** Only the caller's own sessions can be revoked, with their refresh tokens; an unknown id is a no-op. */
    async revokeSession({ user }: Caller, sessionId: string) {
      await endSessions(db, { userId: user.id, ids: [sessionId] });
    },

    async revokeOtherSessions({ user, session }: Caller): Promise<number> {
      return ctx.sessions.invalidateOthers(user.id, session.id);
    },

    /**
     * Everything stored about the user but secrets (password hash, token and code hashes, the two-factor
     * secret), dates in ISO 8601. Left out as well: counters of the rate limits and sign-ins waiting for their
     * second factor, which live minutes. A recent sign-in first: the whole file is what someone at a computer
     * left signed in would take away.
     */
    async exportData(caller: Caller) {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      const google = await db
        .selectFrom("oauthAccount")
        .select(["provider", "subject", "email", "linkedAt"])
        .where("userId", "=", user.id)
        .executeTakeFirst();
      const newestMails = await db
        .selectFrom("mailOutbox")
        .select(["subject", "toAddress as to", "createdAt", "sentAt"])
        .where("userId", "=", user.id)
        .orderBy("id", "desc")
        .limit(MAX_EXPORTED_MAILS)
        .execute();
      const { mailCount } = await db
        .selectFrom("mailOutbox")
        .select((eb) => eb.fn.countAll<number | string>().as("mailCount"))
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow();
      const twoFactor = await db
        .selectFrom("twoFactor")
        .select(["createdAt", "confirmedAt"])
        .where("userId", "=", user.id)
        .executeTakeFirst();
      const recoveryCodes = await db
        .selectFrom("recoveryCode")
        .select("createdAt")
        .where("userId", "=", user.id)
        .execute();
      return {
        exportedAt: exportedDate(ctx.now()),
        user: {
          ...toPublicUser(user),
          clientKey: user.clientKey,
          createdAt: exportedDate(user.createdAt),
          updatedAt: exportedDate(user.updatedAt),
          lastSignInAt: exportedDate(user.lastSignInAt),
          disabledAt: exportedDate(user.disabledAt),
          hasPassword: Boolean(user.passwordHash),
        },
        // One page holds them all: a user has at most MAX_SESSIONS_PER_USER.
        sessions: (await listSessions(caller, { limit: MAX_SESSIONS_PER_USER })).items.map((session) => ({
          ...session,
          createdAt: exportedDate(session.createdAt),
          lastSeenAt: exportedDate(session.lastSeenAt),
          expiresAt: exportedDate(session.expiresAt),
        })),
        googleAccount: google ? { ...google, linkedAt: exportedDate(google.linkedAt) } : null,
        // The devices signed in from (security notices) and the changes of address asked for, link hashes left out.
        knownDevices: (
          await db
            .selectFrom("knownDevice")
            .select(["fingerprint", "firstSeenAt", "lastSeenAt"])
            .where("userId", "=", user.id)
            .execute()
        ).map((device) => ({
          ...device,
          firstSeenAt: exportedDate(device.firstSeenAt),
          lastSeenAt: exportedDate(device.lastSeenAt),
        })),
        // Names and dates only: a public key says nothing about the owner and proves nothing to anyone else.
        passkeys: (
          await db
            .selectFrom("passkey")
            .select(["name", "createdAt", "lastUsedAt"])
            .where("userId", "=", user.id)
            .orderBy("createdAt")
            .execute()
        ).map((passkey) => ({
          ...passkey,
          createdAt: exportedDate(passkey.createdAt),
          lastUsedAt: exportedDate(passkey.lastUsedAt),
        })),
        // Whether and since when; the secret and the codes' hashes are secrets, left out.
        twoFactor: {
          enabled: twoFactor?.confirmedAt != null,
          since: exportedDate(twoFactor?.confirmedAt ?? null),
          recoveryCodesLeft: recoveryCodes.length,
          recoveryCodesCreatedAt: exportedDate(recoveryCodes[0]?.createdAt ?? null),
        },
        emailChanges: (
          await db
            .selectFrom("emailChange")
            .select(["oldEmail", "newEmail", "createdAt", "confirmedAt"])
            .where("userId", "=", user.id)
            .execute()
        ).map((change) => ({
          ...change,
          createdAt: exportedDate(change.createdAt),
          confirmedAt: exportedDate(change.confirmedAt),
        })),
        // The links mailed and not yet used (address check, password reset): to whom, until when.
        pendingEmailLinks: (
          await db
            .selectFrom("emailToken")
            .select(["purpose", "email", "createdAt", "expiresAt"])
            .where("userId", "=", user.id)
            .execute()
        ).map((link) => ({
          ...link,
          createdAt: exportedDate(link.createdAt),
          expiresAt: exportedDate(link.expiresAt),
        })),
        // What the team did about the account in the back-office (disabled it, changed its role...), and what
        // a staff account did there itself; who did it and from where are theirs, left out.
        teamActions: (
          await db
            .selectFrom("auditLog")
            .select(["action", "target", "at"])
            .where((eb) => eb.or([eb("actorId", "=", user.id), eb("target", "=", user.email)]))
            .orderBy("id")
            .execute()
        ).map((entry) => ({ ...entry, at: exportedDate(entry.at) })),
        mails: newestMails
          .reverse()
          .map((mail) => ({ ...mail, createdAt: exportedDate(mail.createdAt), sentAt: exportedDate(mail.sentAt) })),
        mailCount: Number(mailCount),
        // What the other domains hold about the account (requests, bookings, applications...).
        ...(await ctx.personalData.exportFor(dataSubjectOf(user))),
      };
    },

    /** The key for priority assistance, shown on the dashboard (docs/0014-visitor-requests.md). */
    clientKey: ({ user }: Caller) => user.clientKey,

    /**
     * A new client key; the old one stops working at once (for a key seen by someone else). A recent sign-in
     * first: the key puts its holder first in line as this client.
     */
    async regenerateClientKey(caller: Caller): Promise<string> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      const clientKey = generateClientKey();
      await db.updateTable("user").set({ clientKey, updatedAt: ctx.now() }).where("id", "=", user.id).execute();
      logger.info({ event: "auth.client-key.regenerated", userId: user.id }, "client key regenerated");
      return clientKey;
    },

    /** Deletes the user and everything attached, then queues the notice (it outlives the account). */
    async deleteAccount(caller: Caller, confirmEmail: string) {
      const { user } = caller;
      requireRecentAuthentication(ctx, caller);
      if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new ServiceError("bad-request", messages.accounts.deleteConfirmMismatch);
      }
      const now = ctx.now();
      await db.transaction().execute(async (trx) => {
        await ctx.personalData.eraseFor(trx, dataSubjectOf(user), now);
        await trx.deleteFrom("mailOutbox").where("userId", "=", user.id).execute();
        // Sessions, tokens and the Google link go with the user (foreign keys cascade).
        await trx.deleteFrom("user").where("id", "=", user.id).execute();
        const content = accountDeletedMail(user.firstName, ctx.config.supportEmail, user.locale);
        await enqueueMail(trx, { userId: null, to: user.email, content }, now);
      });
      ctx.mailQueued();
      logger.info({ event: "auth.account-deleted", userId: user.id }, "account deleted");
    },
  };
}
