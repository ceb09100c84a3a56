import { twoFactorCodeInput } from "../../src/accounts/shared/auth-schemas.js";
import { protectedProcedure, router } from "../trpc/trpc.js";

/** TOTP two-factor from the dashboard (docs/0026-two-factor.md); every change asks for a recent sign-in. */
export const twoFactorRouter = router({
  status: protectedProcedure.query(({ ctx }) => ctx.auth.twoFactorStatus(ctx.caller)),

  /** The secret, as text and as the otpauth:// URI the browser draws as a QR code (never sent elsewhere). */
  start: protectedProcedure.mutation(({ ctx }) => ctx.auth.startTwoFactor(ctx.caller)),

  /** The recovery codes come back this once. */
  confirm: protectedProcedure
    .input(twoFactorCodeInput)
    .mutation(({ ctx, input }) => ctx.auth.confirmTwoFactor(ctx.caller, input.code)),

  /** New recovery codes, shown this once; the old ones stop working. */
  renewRecoveryCodes: protectedProcedure
    .input(twoFactorCodeInput)
    .mutation(({ ctx, input }) => ctx.auth.renewRecoveryCodes(ctx.caller, input.code)),

  disable: protectedProcedure.input(twoFactorCodeInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.disableTwoFactor(ctx.caller, input.code);
    return { success: true as const };
  }),
});
