import { toParisIso } from "../../../src/shared/paris-time.js";
import { quoteOfMine } from "../../../src/shared/quote-schemas.js";
import { requestMeta } from "../../http/request-meta.js";
import { protectedProcedure, router } from "../trpc.js";

/** "Mes devis" on the dashboard (same service as `GET /api/quotes` and the mailed link's page). */
export const quotesRouter = router({
  mine: protectedProcedure.query(async ({ ctx }) =>
    (await ctx.quotes.mine(ctx.caller.user.id)).map((quote) => ({
      reference: quote.reference,
      state: quote.state,
      issuedAt: toParisIso(quote.issuedAt),
      expiresAt: toParisIso(quote.expiresAt),
      totalIncludingTax: quote.totalIncludingTax,
      totalExcludingTax: quote.totalExcludingTax,
      replacedBy: quote.replacedBy,
      // The owner's session opens it: no token in the dashboard's links.
      pdfPath: `/api/quotes/${quote.reference}/pdf`,
    })),
  ),
  /** « Accepter le devis »: the owner's button, the same acceptance as the mailed link's. */
  accept: protectedProcedure.input(quoteOfMine).mutation(async ({ ctx, input }) => {
    const { id, email } = ctx.caller.user;
    const accepted = await ctx.quotes.acceptAsOwner(input.reference, { id, email }, requestMeta(ctx.req));
    return { reference: accepted.reference, state: accepted.state };
  }),
  /** « Obtenir un nouveau devis » for an expired quote: a new reference at today's prices, mailed. */
  reissue: protectedProcedure.input(quoteOfMine).mutation(async ({ ctx, input }) => {
    const issued = await ctx.quotes.reissueAsOwner(input.reference, ctx.caller.user.id, requestMeta(ctx.req));
    return { reference: issued.reference, totalIncludingTax: issued.totalIncludingTax };
  }),
});
