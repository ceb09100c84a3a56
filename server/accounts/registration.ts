import type { z } from "zod";
import type { registerInput } from "../../src/accounts/shared/auth-schemas.js";
import { pathIn } from "../../src/app/shared/locale-paths.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { BotCheck } from "../platform/bot-check.js";
import { isUniqueViolation } from "../platform/db/unique-violation.js";
import { verificationMail } from "../platform/mail/mail-templates.js";
import { enqueueMail } from "../platform/mail/outbox.js";
import { registrationAttemptMail } from "../platform/mail/security-mails.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { generateId } from "../platform/tokens.js";
import {
  type AuthContext,
  type Caller,
  type Channel,
  findUserByEmail,
  findUserById,
  mailLink,
  openSession,
  type SignedIn,
} from "./auth-context.js";
import { generateClientKey } from "./client-keys.js";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.js";
import { hashPassword } from "./passwords.js";

export type RegisterInput = z.infer<typeof registerInput>;

export function createRegistration(ctx: AuthContext, botCheck: BotCheck) {
  const { db, logger } = ctx;

  /** A new account, its verification mail queued, signed in; "taken" when the address already has one. */
  async function newAccount(input: RegisterInput, meta: RequestMeta, channel: Channel): Promise<SignedIn | "taken"> {
    await ctx.limiter.consume("registerPerIp", meta.ip);
    const verdict = await botCheck(input, meta.ip, { recaptcha: true });
    if (verdict === "honeypot") {
      logger.warn({ event: "auth.register.honeypot", ip: meta.ip }, "registration refused: honeypot filled");
      throw new ServiceError("bad-request", messages.accounts.registrationFailed);
    }
    if (verdict === "recaptcha-failed") throw new ServiceError("bad-request", messages.accounts.recaptchaRequired);
    const email = input.email.toLowerCase();
    await ctx.limiter.consume("registerPerEmail", email);
    // Hashed before the address is looked up: a taken address takes as long to answer as a new one.
    const passwordHash = await hashPassword(input.password);
    const taken = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
    if (taken) return "taken";

    const now = ctx.now();
    const user = {
      id: generateId(),
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      plan: "freemium",
      role: "user",
      isEmailVerified: 0,
      passwordHash,
      clientKey: generateClientKey(),
      createdAt: now,
      updatedAt: now,
      disabledAt: null,
      lastSignInAt: null,
      locale: input.locale,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("user").values(user).execute();
        const token = await issueEmailToken(trx, user, "verify-email", now);
        const content = verificationMail(
          user.firstName,
          mailLink(ctx.config, "/congratulation", token, user.locale),
          user.locale,
        );
        await enqueueMail(trx, { userId: user.id, to: email, content }, now);
      });
    } catch (error) {
      // Two registrations of one address at once: the unique index decides.
      if (isUniqueViolation(error)) return "taken";
      throw error;
    }
    ctx.mailQueued();
    logger.info({ event: "auth.register", userId: user.id, ip: meta.ip }, "account created");
    return openSession(ctx, user, { channel, persistent: false, meta });
  }

  /** The owner of an address someone tried to register hears of it, since the browser was told nothing. */
  async function tellOwnerOfAttempt(email: string, meta: RequestMeta) {
    const owner = await findUserByEmail(db, email);
    if (!owner) return;
    const { appUrl } = ctx.config;
    const content = registrationAttemptMail(
      owner.firstName,
      `${appUrl}${pathIn(owner.locale, "/login")}`,
      `${appUrl}${pathIn(owner.locale, "/forgot-password")}`,
      owner.locale,
    );
    await enqueueMail(db, { userId: owner.id, to: owner.email, content }, ctx.now());
    ctx.mailQueued();
    logger.info(
      { event: "auth.register.address-taken", userId: owner.id, ip: meta.ip },
      "registration of a taken address",
    );
  }

  return {
    /** The REST contract the README documents: API clients are told a taken address with a 409 (docs/0040). */
    async register(input: RegisterInput, meta: RequestMeta): Promise<SignedIn> {
      const created = await newAccount(input, meta, "api");
      if (created === "taken") throw new ServiceError("conflict", messages.accounts.emailTaken);
      return created;
    },

    /**
     * The browser doors (tRPC, the form without JavaScript): a taken address is answered as a new one is, "check
     * your mailbox", so the form does not tell anyone which addresses have an account; the owner is mailed
     * instead. Null then: there is no session to open (ASVS 5.0 V6: no account enumeration).
     */
    async registerInBrowser(input: RegisterInput, meta: RequestMeta): Promise<SignedIn | null> {
      const created = await newAccount(input, meta, "browser");
      if (created !== "taken") return created;
      await tellOwnerOfAttempt(input.email.toLowerCase(), meta);
      return null;
    },

    async verifyEmail(token: string, meta: RequestMeta) {
      await ctx.limiter.consume("verifyPerIp", meta.ip);
      const grant = await consumeEmailToken(db, token, "verify-email", ctx.now());
      const user = grant ? await findUserById(db, grant.userId) : undefined;
      // The link proves the address it was sent to, not one the account has since moved to.
      if (!grant || !user || user.email.toLowerCase() !== grant.email.toLowerCase()) {
        throw new ServiceError("bad-request", messages.accounts.verifyLinkInvalid);
      }
      const verified = await db
        .updateTable("user")
        .set({ isEmailVerified: 1, updatedAt: ctx.now() })
        .where("id", "=", user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      logger.info({ event: "auth.email-verified", userId: user.id }, "e-mail verified");
      return verified;
    },

    async resendVerification({ user }: Caller, meta: RequestMeta): Promise<string> {
      if (user.isEmailVerified === 1) return messages.accounts.alreadyVerified;
      await ctx.limiter.consume("resendPerIp", meta.ip);
      await ctx.limiter.consume("resendPerEmail", user.email.toLowerCase());
      const now = ctx.now();
      await db.transaction().execute(async (trx) => {
        const token = await issueEmailToken(trx, user, "verify-email", now);
        const content = verificationMail(
          user.firstName,
          mailLink(ctx.config, "/congratulation", token, user.locale),
          user.locale,
        );
        await enqueueMail(trx, { userId: user.id, to: user.email, content }, now);
      });
      ctx.mailQueued();
      return messages.accounts.verificationSent;
    },
  };
}
