import { toParisIso } from "../../../src/shared/paris-time.js";
import { protectedProcedure, router } from "../trpc.js";

/** "Mes devis" on the dashboard (same service as `GET /api/quotes`). */
export const quotesRouter = router({
  mine: protectedProcedure.query(async ({ ctx }) =>
    (await ctx.quotes.mine(ctx.caller.user.id)).map((quote) => ({
      reference: quote.reference,
      state: quote.state,
      issuedAt: toParisIso(quote.issuedAt),
      totalIncludingTax: quote.totalIncludingTax,
      totalExcludingTax: quote.totalExcludingTax,
      // The owner's session opens it: no token in the dashboard's links.
      pdfPath: `/api/quotes/${quote.reference}/pdf`,
    })),
  ),
});
