import { messages } from "../../src/shared/messages/catalogue.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import type { AuthContext, Caller } from "./auth-context.js";
import type { GoogleIdentity } from "./google-oidc.js";
import { verifyPassword } from "./passwords.js";

/**
 * The signed-in user proves again who they are, so that the session may take sensitive actions for the
 * next 10 minutes (recent-authentication.ts): with the password, or Google for an account linked to it
 * (a passkey: passkeys.ts).
 */
export function createReauthentication(ctx: AuthContext) {
  const { db, logger } = ctx;

  const googleSubjectOf = async (userId: string) =>
    (
      await db
        .selectFrom("oauthAccount")
        .select("subject")
        .where("provider", "=", "google")
        .where("userId", "=", userId)
        .executeTakeFirst()
    )?.subject;

  return {
    /** What the re-authentication dialog may offer this account. */
    async reauthenticationMethods({ user }: Caller) {
      const passkey = await db.selectFrom("passkey").select("id").where("userId", "=", user.id).executeTakeFirst();
      return {
        password: user.passwordHash !== null,
        google: (await googleSubjectOf(user.id)) !== undefined,
        passkey: passkey !== undefined,
      };
    },

    async reauthenticate({ user, session }: Caller, password: string, meta: RequestMeta): Promise<void> {
      await ctx.limiter.consume("reauthenticatePerUser", user.id);
      if (!user.passwordHash) throw new ServiceError("bad-request", messages.accounts.noPasswordYet);
      if (!(await verifyPassword(user.passwordHash, password))) {
        logger.warn({ event: "auth.reauthentication.failed", userId: user.id, ip: meta.ip }, "wrong password");
        throw new ServiceError("bad-request", messages.accounts.reauthenticationPasswordWrong, { field: "password" });
      }
      await ctx.sessions.markAuthenticated(session.id);
      logger.info({ event: "auth.reauthenticated", userId: user.id, method: "password" }, "re-authenticated");
    },

    /** Only the Google account linked to this user counts; another one proves nothing about them. */
    async reauthenticateWithGoogle({ user, session }: Caller, identity: GoogleIdentity): Promise<void> {
      if ((await googleSubjectOf(user.id)) !== identity.subject) {
        logger.warn({ event: "auth.reauthentication.failed", userId: user.id, method: "google" }, "other account");
        throw new ServiceError("forbidden", messages.accounts.reauthenticationGoogleMismatch);
      }
      await ctx.sessions.markAuthenticated(session.id);
      logger.info({ event: "auth.reauthenticated", userId: user.id, method: "google" }, "re-authenticated");
    },
  };
}
