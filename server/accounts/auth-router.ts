import { z } from "zod";
import {
  forgotPasswordInput,
  loginInput,
  type PublicUser,
  reauthenticateInput,
  refreshTokenInput,
  registerInput,
  resetPasswordInput,
  tokenSchema,
  twoFactorLoginInput,
  verifyEmailInput,
} from "../../src/accounts/shared/auth-schemas.js";
import { passkeyReauthenticationInput, passkeySignInInput } from "../../src/accounts/shared/passkey-schemas.js";
import { requestMeta } from "../platform/http/request-meta.js";
import type { Context } from "../trpc/context.js";
import { apiProcedure, protectedProcedure, publicProcedure, router } from "../trpc/trpc.js";
import type { SignedIn } from "./auth-context.js";
import { setDeviceCookie } from "./device-cookies.js";
import { toPublicUser } from "./public-user.js";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.js";
import { needsSecondFactor } from "./two-factor-sign-in.js";

/**
 * A sign-in's answer by channel (docs/0051-one-door-per-action.md): the browser gets its session as an
 * HttpOnly cookie, the token never reaching JavaScript; an API client gets the tokens in the JSON. Both keep
 * the device cookie when they keep cookies (server/accounts/sign-in.ts).
 */
function signedInAnswer(ctx: Context, signedIn: SignedIn): { user: PublicUser; tokens?: Tokens } {
  if (ctx.channel === "api") {
    setDeviceCookie(ctx.res, ctx.config, signedIn.user.id);
    return { user: toPublicUser(signedIn.user), tokens: tokensOf(signedIn) };
  }
  setSessionCookie(ctx.res, ctx.config, signedIn.token, signedIn.session);
  setDeviceCookie(ctx.res, ctx.config, signedIn.user.id);
  return { user: toPublicUser(signedIn.user) };
}

interface Tokens {
  token: string;
  /** Issued on the "api" channel only (server/accounts/auth-context.ts). */
  refreshToken: string | undefined;
}

const tokensOf = (signedIn: SignedIn): Tokens => ({ token: signedIn.token, refreshToken: signedIn.refreshToken });

/** Logout accepts any input: it always succeeds, revoking what it recognises. */
const logoutInput = z
  .object({ refreshToken: tokenSchema.optional().catch(undefined) })
  .catch({})
  .optional();

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.caller ? toPublicUser(ctx.caller.user) : null)),

  /**
   * The same answer whether the address was new or already had an account (whose owner is mailed): only the
   * session cookie differs, and the app asks `auth.me` who is signed in.
   */
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    // An API client is told when the address is taken (409); the browser's answer never says (registration.ts).
    if (ctx.channel === "api") {
      return { success: true as const, ...signedInAnswer(ctx, await ctx.auth.register(input, requestMeta(ctx.req))) };
    }
    const signedIn = await ctx.auth.registerInBrowser(input, requestMeta(ctx.req));
    if (signedIn) signedInAnswer(ctx, signedIn);
    return { success: true as const };
  }),

  /** Signed in, or for an account with two-factor on, the challenge `loginTwoFactor` completes. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const result = await ctx.auth.login(input, requestMeta(ctx.req), ctx.channel);
    return needsSecondFactor(result) ? result : signedInAnswer(ctx, result);
  }),

  loginTwoFactor: publicProcedure
    .input(twoFactorLoginInput)
    .mutation(async ({ ctx, input }) =>
      signedInAnswer(ctx, await ctx.auth.completeTwoFactorSignIn(input, requestMeta(ctx.req), ctx.channel)),
    ),

  /** The options `navigator.credentials.get()` takes, for the button and for the address field's autofill. */
  passkeyOptions: publicProcedure.mutation(({ ctx }) => ctx.auth.passkeySignInOptions(requestMeta(ctx.req))),

  /** A passkey that verified its user is two factors: signed in. Otherwise as `login` (a TOTP step may follow). */
  loginPasskey: publicProcedure.input(passkeySignInInput).mutation(async ({ ctx, input }) => {
    const result = await ctx.auth.signInWithPasskey(input, requestMeta(ctx.req), ctx.channel);
    return needsSecondFactor(result) ? result : signedInAnswer(ctx, result);
  }),

  /** An API client may send its refresh token to revoke it too; one signed in by Bearer keeps its cookies. */
  logout: publicProcedure.input(logoutInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.logout(ctx.caller?.session.id ?? null, input?.refreshToken ?? null);
    if (ctx.channel === "browser" || !ctx.req.headers.authorization) clearSessionCookie(ctx.res, ctx.config);
    return { success: true as const };
  }),

  /** New tokens for an API client's refresh token; the browser's session lives in its cookie instead. */
  refreshToken: apiProcedure
    .input(refreshTokenInput)
    .mutation(async ({ ctx, input }) => tokensOf(await ctx.auth.refresh(input.refreshToken, requestMeta(ctx.req)))),

  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => ({
    user: toPublicUser(await ctx.auth.verifyEmail(input.token, requestMeta(ctx.req))),
  })),

  resendVerification: protectedProcedure.mutation(async ({ ctx }) => ({
    success: true as const,
    message: await ctx.auth.resendVerification(ctx.caller, requestMeta(ctx.req)),
  })),

  forgotPassword: publicProcedure.input(forgotPasswordInput).mutation(async ({ ctx, input }) => ({
    success: true as const,
    message: await ctx.auth.forgotPassword(input.email, requestMeta(ctx.req)),
  })),

  /** What the re-authentication dialog offers: the password, Google, or both. */
  reauthenticationMethods: protectedProcedure.query(({ ctx }) => ctx.auth.reauthenticationMethods(ctx.caller)),

  /** The password again: sensitive actions are allowed for 10 more minutes in this session. */
  reauthenticate: protectedProcedure.input(reauthenticateInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.reauthenticate(ctx.caller, input.password, requestMeta(ctx.req));
    return { success: true as const };
  }),

  /** A passkey of this account instead of the password (the login page's `passkeyOptions` challenge). */
  reauthenticateWithPasskey: protectedProcedure.input(passkeyReauthenticationInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.reauthenticateWithPasskey(ctx.caller, input.response, requestMeta(ctx.req));
    return { success: true as const };
  }),

  /** The address a reset link is for, for password managers to update its saved entry; null when the link is not valid. */
  resetLinkEmail: publicProcedure
    .input(verifyEmailInput)
    .query(async ({ ctx, input }) => ({ email: await ctx.auth.resetLinkEmail(input.token) })),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.resetPassword(input.token, input.password, requestMeta(ctx.req));
    return { success: true as const };
  }),
});
