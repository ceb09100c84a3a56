import {
  forgotPasswordInput,
  loginInput,
  reauthenticateInput,
  registerInput,
  resetPasswordInput,
  twoFactorLoginInput,
  verifyEmailInput,
} from "../../../src/shared/auth-schemas.js";
import { passkeyReauthenticationInput, passkeySignInInput } from "../../../src/shared/passkey-schemas.js";
import type { SignedIn } from "../../auth/auth-context.js";
import { toPublicUser } from "../../auth/public-user.js";
import { needsSecondFactor } from "../../auth/two-factor-sign-in.js";
import { setDeviceCookie } from "../../http/device-cookie.js";
import { requestMeta } from "../../http/request-meta.js";
import { clearSessionCookie, setSessionCookie } from "../../http/session-cookie.js";
import type { Context } from "../context.js";
import { protectedProcedure, publicProcedure, router } from "../trpc.js";

/** The browser gets its session as an HttpOnly cookie; the token never reaches JavaScript. */
function signInBrowser(ctx: Context, signedIn: SignedIn) {
  setSessionCookie(ctx.res, ctx.config, signedIn.token, signedIn.session);
  setDeviceCookie(ctx.res, ctx.config, signedIn.user.id);
  return { user: toPublicUser(signedIn.user) };
}

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.caller ? toPublicUser(ctx.caller.user) : null)),

  /**
   * The same answer whether the address was new or already had an account (whose owner is mailed): only the
   * session cookie differs, and the app asks `auth.me` who is signed in.
   */
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const signedIn = await ctx.auth.registerInBrowser(input, requestMeta(ctx.req));
    if (signedIn) {
      setSessionCookie(ctx.res, ctx.config, signedIn.token, signedIn.session);
      setDeviceCookie(ctx.res, ctx.config, signedIn.user.id);
    }
    return { success: true as const };
  }),

  /** Signed in, or for an account with two-factor on, the challenge `loginTwoFactor` completes. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const result = await ctx.auth.login(input, requestMeta(ctx.req), "browser");
    return needsSecondFactor(result) ? result : signInBrowser(ctx, result);
  }),

  loginTwoFactor: publicProcedure
    .input(twoFactorLoginInput)
    .mutation(async ({ ctx, input }) =>
      signInBrowser(ctx, await ctx.auth.completeTwoFactorSignIn(input, requestMeta(ctx.req), "browser")),
    ),

  /** The options `navigator.credentials.get()` takes, for the button and for the address field's autofill. */
  passkeyOptions: publicProcedure.mutation(({ ctx }) => ctx.auth.passkeySignInOptions(requestMeta(ctx.req))),

  /** A passkey that verified its user is two factors: signed in. Otherwise as `login` (a TOTP step may follow). */
  loginPasskey: publicProcedure.input(passkeySignInInput).mutation(async ({ ctx, input }) => {
    const result = await ctx.auth.signInWithPasskey(input, requestMeta(ctx.req), "browser");
    return needsSecondFactor(result) ? result : signInBrowser(ctx, result);
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.auth.logout(ctx.caller?.session.id ?? null, null);
    clearSessionCookie(ctx.res, ctx.config);
    return { success: true as const };
  }),

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

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.resetPassword(input.token, input.password, requestMeta(ctx.req));
    return { success: true as const };
  }),
});
