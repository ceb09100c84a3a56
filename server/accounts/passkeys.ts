import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { RequestMeta } from "../platform/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { type AuthContext, type Caller, type Channel, findUserById, openSession } from "./auth-context.js";
import { issuePasskeyChallenge, takePasskeyChallenge } from "./passkey-challenges.js";
import { requireRecentAuthentication } from "./recent-authentication.js";
import { relyingParty } from "./relying-party.js";
import { anotherMethodThanThisPasskey, tellOwnerOfMethodChange } from "./sign-in-methods.js";
import { finishFirstFactor, needsSecondFactor, type SignInResult } from "./two-factor-sign-in.js";

const transportsOf = (row: { transports: string }) => (row.transports ? row.transports.split(",") : []);

/**
 * Passkeys (WebAuthn, docs/0028-passkeys.md): added from the dashboard after a recent proof of identity,
 * removed while another way in remains, and a sign-in of their own. A passkey that verified its user
 * (PIN, biometrics) is two factors at once: such a sign-in skips the TOTP step.
 */
export function createPasskeys(ctx: AuthContext) {
  const { db, logger } = ctx;
  const rp = relyingParty(ctx.config);

  const rowsOf = (userId: string) =>
    db.selectFrom("passkey").selectAll().where("userId", "=", userId).orderBy("createdAt").execute();

  /**
   * Checks an answer to a sign-in challenge (the login page's, or the re-authentication dialog's) against
   * the passkey it names, and moves that passkey's counter. Every refusal is the same 401, logged with why.
   */
  async function verifyAssertion(response: AuthenticationResponseJSON, meta: RequestMeta) {
    await ctx.limiter.consume("passkeySignInPerIp", meta.ip);
    const refused = (reason: string, userId?: string) => {
      logger.warn({ event: "auth.passkey.refused", reason, userId, ip: meta.ip }, "passkey refused");
      return new ServiceError("unauthorized", messages.accounts.passkeySignInFailed);
    };
    const row = await db.selectFrom("passkey").selectAll().where("id", "=", response.id).executeTakeFirst();
    if (!row) throw refused("unknown credential");
    const userHandle = response.response.userHandle;
    if (userHandle && Buffer.from(userHandle, "base64url").toString("utf8") !== row.userId) {
      throw refused("user handle mismatch", row.userId);
    }
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takePasskeyChallenge(ctx, challenge, "sign-in", null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.id,
        publicKey: Buffer.from(row.publicKey, "base64url"),
        counter: Number(row.counter),
        transports: transportsOf(row),
      },
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw refused(String(error), row.userId);
    });
    if (!verification.verified) throw refused("not verified", row.userId);
    const { newCounter, userVerified } = verification.authenticationInfo;
    // Only from the counter this check read: a copy of the key racing with it cannot both move it.
    const used = await db
      .updateTable("passkey")
      .set({ counter: newCounter, lastUsedAt: ctx.now() })
      .where("id", "=", row.id)
      .where("counter", "=", row.counter)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw refused("counter moved meanwhile", row.userId);
    return { userId: row.userId, userVerified };
  }

  return {
    async passkeys({ user }: Caller) {
      const rows = await rowsOf(user.id);
      return rows.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
    },

    /** What the browser passes to `navigator.credentials.create()`; the challenge is this session's. */
    async passkeyRegistrationOptions(caller: Caller) {
      requireRecentAuthentication(ctx, caller);
      const { user, session } = caller;
      const challenge = await issuePasskeyChallenge(ctx, "register", session.id);
      const { extensions: _none, ...options } = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName ?? ""}`.trim(),
        userID: new TextEncoder().encode(user.id),
        challenge: Buffer.from(challenge, "base64url"),
        // The same authenticator twice would only be a duplicate line in the list.
        excludeCredentials: (await rowsOf(user.id)).map((row) => ({ id: row.id, transports: transportsOf(row) })),
        // Discoverable: the login page signs in without the address first.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      // No extension is asked for; leaving the field out keeps the JSON's type the browser library's.
      return options;
    },

    async registerPasskey(caller: Caller, input: { name: string; response: RegistrationResponseJSON }) {
      requireRecentAuthentication(ctx, caller);
      const { user, session } = caller;
      const verification = await verifyRegistrationResponse({
        response: input.response,
        expectedChallenge: (challenge) => takePasskeyChallenge(ctx, challenge, "register", session.id),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }).catch((error: unknown) => {
        logger.warn({ event: "auth.passkey.register-refused", userId: user.id, error: String(error) }, "refused");
        throw new ServiceError("bad-request", messages.identity.passkeyRegistrationFailed);
      });
      if (!verification.verified) throw new ServiceError("bad-request", messages.identity.passkeyRegistrationFailed);
      const { credential } = verification.registrationInfo;
      const row = {
        id: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(","),
        name: input.name,
        createdAt: ctx.now(),
        lastUsedAt: null,
      };
      const added = await db
        .insertInto("passkey")
        .values(row)
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!added) throw new ServiceError("conflict", messages.identity.passkeyRegistrationFailed);
      await tellOwnerOfMethodChange(ctx, user, "passkey-added");
      return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt };
    },

    /** Only the owner's, and never the last way into the account (checked in the delete itself). */
    async removePasskey(caller: Caller, id: string): Promise<void> {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      const removed = await db
        .deleteFrom("passkey")
        .where("id", "=", id)
        .where("userId", "=", user.id)
        .where(anotherMethodThanThisPasskey)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) {
        const owned = await db
          .selectFrom("passkey")
          .select("id")
          .where("id", "=", id)
          .where("userId", "=", user.id)
          .executeTakeFirst();
        throw new ServiceError(
          owned ? "conflict" : "not-found",
          owned ? messages.identity.lastMethod : messages.identity.passkeyNotFound,
        );
      }
      await tellOwnerOfMethodChange(ctx, user, "passkey-removed");
    },

    /**
     * Only the owner's (another's id is "not found", as for the removal) and after a recent sign-in, as every
     * other change to the account's passkeys. No mail: the label changes no way into the account; it is logged.
     */
    async renamePasskey(caller: Caller, id: string, name: string) {
      requireRecentAuthentication(ctx, caller);
      const { user } = caller;
      const renamed = await db
        .updateTable("passkey")
        .set({ name })
        .where("id", "=", id)
        .where("userId", "=", user.id)
        .returning(["id", "name", "createdAt", "lastUsedAt"])
        .executeTakeFirst();
      if (!renamed) throw new ServiceError("not-found", messages.identity.passkeyNotFound);
      logger.info({ event: "auth.passkey.renamed", userId: user.id }, "passkey renamed");
      return renamed;
    },

    /** What the login page passes to `navigator.credentials.get()`: any passkey of this site (discoverable). */
    async passkeySignInOptions(meta: RequestMeta) {
      await ctx.limiter.consume("passkeySignInPerIp", meta.ip);
      const challenge = await issuePasskeyChallenge(ctx, "sign-in", null);
      const { extensions: _none, ...options } = await generateAuthenticationOptions({
        rpID: rp.id,
        challenge: Buffer.from(challenge, "base64url"),
        userVerification: "preferred",
      });
      return options;
    },

    /**
     * A signed challenge from one of the account's passkeys. With user verification it is two factors and
     * opens the session; without, it is what a password is, and an account with TOTP still asks for a code.
     */
    async signInWithPasskey(
      input: { response: AuthenticationResponseJSON; rememberMe: boolean },
      meta: RequestMeta,
      channel: Channel,
    ): Promise<SignInResult> {
      const { userId, userVerified } = await verifyAssertion(input.response, meta).catch((error: unknown) => {
        ctx.metrics.login("failed");
        throw error;
      });
      const user = await findUserById(db, userId);
      if (!user) throw new ServiceError("unauthorized", messages.accounts.passkeySignInFailed);
      const options = { channel, persistent: input.rememberMe, meta };
      const result = userVerified ? await openSession(ctx, user, options) : await finishFirstFactor(ctx, user, options);
      if (!needsSecondFactor(result)) {
        logger.info({ event: "auth.login.succeeded", userId: user.id, ip: meta.ip, channel, passkey: true }, "login");
        ctx.metrics.login("succeeded");
      }
      return result;
    },

    /** A passkey of this account proves who they are again, as the password does (docs/0026's window). */
    async reauthenticateWithPasskey(caller: Caller, response: AuthenticationResponseJSON, meta: RequestMeta) {
      const { userId } = await verifyAssertion(response, meta);
      if (userId !== caller.user.id) {
        logger.warn(
          { event: "auth.reauthentication.failed", userId: caller.user.id, method: "passkey" },
          "other account",
        );
        throw new ServiceError("forbidden", messages.identity.passkeyOfAnotherAccount);
      }
      await ctx.sessions.markAuthenticated(caller.session.id);
      logger.info({ event: "auth.reauthenticated", userId: caller.user.id, method: "passkey" }, "re-authenticated");
    },
  };
}
