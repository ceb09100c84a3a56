import { publicProcedure, router } from "../trpc/trpc.js";

/** What the browser needs to know about this deployment's optional features. */
export const siteRouter = router({
  features: publicProcedure.query(({ ctx }) => ({
    googleSignIn: ctx.config.google !== undefined,
    recaptchaSiteKey: ctx.config.recaptcha?.siteKey ?? null,
  })),
});
