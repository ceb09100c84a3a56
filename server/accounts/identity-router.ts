import {
  changeEmailInput,
  emailChangeTokenInput,
  setPasswordInput,
} from "../../src/accounts/shared/identity-schemas.js";
import {
  registerPasskeyInput,
  removePasskeyInput,
  renamePasskeyInput,
} from "../../src/accounts/shared/passkey-schemas.js";
import { requestMeta } from "../platform/http/request-meta.js";
import { protectedProcedure, publicProcedure, router } from "../trpc/trpc.js";

/**
 * The account's identity (docs/0027): its e-mail address and its sign-in methods. The mailed links'
 * procedures are public: the person clicking may be signed out, or signed in elsewhere.
 */
export const identityRouter = router({
  pendingEmailChange: protectedProcedure.query(({ ctx }) => ctx.auth.pendingEmailChange(ctx.caller)),

  requestEmailChange: protectedProcedure.input(changeEmailInput).mutation(async ({ ctx, input }) => ({
    success: true as const,
    sentTo: await ctx.auth.requestEmailChange(ctx.caller, input.newEmail, requestMeta(ctx.req)),
  })),

  emailChangeLink: publicProcedure
    .input(emailChangeTokenInput)
    .query(({ ctx, input }) => ctx.auth.emailChangeLink(input.token)),

  confirmEmailChange: publicProcedure
    .input(emailChangeTokenInput)
    .mutation(({ ctx, input }) => ctx.auth.confirmEmailChange(input.token, requestMeta(ctx.req))),

  emailChangeCancellation: publicProcedure
    .input(emailChangeTokenInput)
    .query(({ ctx, input }) => ctx.auth.emailChangeCancellation(input.token)),

  cancelEmailChange: publicProcedure
    .input(emailChangeTokenInput)
    .mutation(({ ctx, input }) => ctx.auth.cancelEmailChange(input.token, ctx.caller, requestMeta(ctx.req))),

  signInMethods: protectedProcedure.query(({ ctx }) => ctx.auth.signInMethods(ctx.caller)),

  unlinkGoogle: protectedProcedure.mutation(async ({ ctx }) => {
    await ctx.auth.unlinkGoogle(ctx.caller);
    return { success: true as const };
  }),

  passkeys: protectedProcedure.query(({ ctx }) => ctx.auth.passkeys(ctx.caller)),

  /** The options `navigator.credentials.create()` takes; a recent sign-in is needed, as for `addPasskey`. */
  passkeyRegistrationOptions: protectedProcedure.mutation(({ ctx }) => ctx.auth.passkeyRegistrationOptions(ctx.caller)),

  addPasskey: protectedProcedure
    .input(registerPasskeyInput)
    .mutation(({ ctx, input }) => ctx.auth.registerPasskey(ctx.caller, input)),

  removePasskey: protectedProcedure.input(removePasskeyInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.removePasskey(ctx.caller, input.id);
    return { success: true as const };
  }),

  renamePasskey: protectedProcedure
    .input(renamePasskeyInput)
    .mutation(({ ctx, input }) => ctx.auth.renamePasskey(ctx.caller, input.id, input.name)),

  setPassword: protectedProcedure.input(setPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.setPassword(ctx.caller, input.newPassword);
    return { success: true as const };
  }),
});
