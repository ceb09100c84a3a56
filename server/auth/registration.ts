import type { z } from "zod";
import * as authMessages from "../../src/shared/auth-messages.js";
import type { registerInput } from "../../src/shared/auth-schemas.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { verificationMail } from "../mail/mail-templates.js";
import { enqueueMail } from "../mail/outbox.js";
import type { BotCheck } from "../platform/bot-check.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { generateId } from "../platform/tokens.js";
import {
  type AuthContext,
  type Caller,
  type Channel,
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

  return {
    async register(input: RegisterInput, meta: RequestMeta, channel: Channel): Promise<SignedIn> {
      await ctx.limiter.consume("registerPerIp", meta.ip);
      const verdict = await botCheck(input, meta.ip, { recaptcha: true });
      if (verdict === "honeypot") {
        logger.warn({ event: "auth.register.honeypot", ip: meta.ip }, "registration refused: honeypot filled");
        throw new ServiceError("bad-request", authMessages.registrationFailed);
      }
      if (verdict === "recaptcha-failed") throw new ServiceError("bad-request", authMessages.recaptchaRequired);
      const email = input.email.toLowerCase();
      await ctx.limiter.consume("registerPerEmail", email);
      const taken = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
      if (taken) throw new ServiceError("conflict", authMessages.emailTaken);

      const passwordHash = await hashPassword(input.password);
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
      };
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto("user").values(user).execute();
          const token = await issueEmailToken(trx, user, "verify-email", now);
          const content = verificationMail(user.firstName, mailLink(ctx.config, "/congratulation", token));
          await enqueueMail(trx, { userId: user.id, to: email, content }, now);
        });
      } catch (error) {
        // Two registrations of one address at once: the unique index decides.
        if (isUniqueViolation(error)) throw new ServiceError("conflict", authMessages.emailTaken);
        throw error;
      }
      ctx.mailQueued();
      logger.info({ event: "auth.register", userId: user.id, ip: meta.ip }, "account created");
      return openSession(ctx, user, { channel, persistent: false, meta });
    },

    async verifyEmail(token: string, meta: RequestMeta) {
      await ctx.limiter.consume("verifyPerIp", meta.ip);
      const grant = await consumeEmailToken(db, token, "verify-email", ctx.now());
      const user = grant ? await findUserById(db, grant.userId) : undefined;
      // The link proves the address it was sent to, not one the account has since moved to.
      if (!grant || !user || user.email.toLowerCase() !== grant.email.toLowerCase()) {
        throw new ServiceError("bad-request", authMessages.verifyLinkInvalid);
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
      if (user.isEmailVerified === 1) return authMessages.alreadyVerified;
      await ctx.limiter.consume("resendPerIp", meta.ip);
      await ctx.limiter.consume("resendPerEmail", user.email.toLowerCase());
      const now = ctx.now();
      await db.transaction().execute(async (trx) => {
        const token = await issueEmailToken(trx, user, "verify-email", now);
        const content = verificationMail(user.firstName, mailLink(ctx.config, "/congratulation", token));
        await enqueueMail(trx, { userId: user.id, to: user.email, content }, now);
      });
      ctx.mailQueued();
      return authMessages.verificationSent;
    },
  };
}
