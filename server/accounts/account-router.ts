import { z } from "zod";
import {
  changePasswordInput,
  deleteAccountInput,
  sessionsPageInput,
  updateProfileInput,
} from "../../src/accounts/shared/auth-schemas.js";
import { protectedProcedure, router } from "../trpc/trpc.js";
import { toPublicUser } from "./public-user.js";
import { clearSessionCookie } from "./session-cookie.js";

/** The signed-in user's own account: profile, password, sessions, data export, deletion. */
export const accountRouter = router({
  updateProfile: protectedProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => ({
    user: toPublicUser(await ctx.auth.updateProfile(ctx.caller, input)),
  })),

  changePassword: protectedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.changePassword(ctx.caller, input);
    return { success: true as const };
  }),

  sessions: protectedProcedure
    .input(sessionsPageInput)
    .query(({ ctx, input }) => ctx.auth.listSessions(ctx.caller, input)),

  revokeSession: protectedProcedure
    .input(z.object({ sessionId: z.string().min(1).max(128) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.auth.revokeSession(ctx.caller, input.sessionId);
      // This very session: signed out here too, which the form without JavaScript follows to the login screen.
      const signedOut = input.sessionId === ctx.caller.session.id;
      if (signedOut) clearSessionCookie(ctx.res, ctx.config);
      return { success: true as const, signedOut };
    }),

  revokeOtherSessions: protectedProcedure.mutation(async ({ ctx }) => ({
    success: true as const,
    revoked: await ctx.auth.revokeOtherSessions(ctx.caller),
  })),

  exportData: protectedProcedure.query(({ ctx }) => ctx.auth.exportData(ctx.caller)),

  /** The client key for priority assistance, shown on the dashboard. */
  clientKey: protectedProcedure.query(({ ctx }) => ({ clientKey: ctx.auth.clientKey(ctx.caller) })),

  regenerateClientKey: protectedProcedure.mutation(async ({ ctx }) => ({
    success: true as const,
    clientKey: await ctx.auth.regenerateClientKey(ctx.caller),
  })),

  deleteAccount: protectedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    await ctx.auth.deleteAccount(ctx.caller, input.confirmEmail);
    clearSessionCookie(ctx.res, ctx.config);
    return { success: true as const };
  }),
});
