import { type IssuedQuoteAnswer, quoteInput, quoteOfMine } from "../../src/quotes/shared/quote-schemas.js";
import { toParisIso } from "../../src/shared/paris-time.js";
import { requestMeta } from "../platform/http/request-meta.js";
import { submitterOf } from "../platform/http/submitter.js";
import { protectedProcedure, publicProcedure, router } from "../trpc/trpc.js";

/** "Mes devis" on the dashboard (same service as `GET /api/quotes` and the mailed link's page). */
export const quotesRouter = router({
  /** The basket's quote form: the same service and answer as `POST /api/quotes`; a session makes it the account's. */
  issue: publicProcedure.input(quoteInput).mutation(async ({ ctx, input }): Promise<IssuedQuoteAnswer> => {
    const { pdfPath, ...issued } = await ctx.quotes.issue(input, submitterOf(ctx.req, ctx.caller, ctx.config));
    return { success: true, ...issued, pdfUrl: `${ctx.config.appUrl}${pdfPath}` };
  }),
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
