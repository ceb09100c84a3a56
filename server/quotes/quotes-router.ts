import { z } from "zod";
import {
  type IssuedQuoteAnswer,
  quoteAcceptInput,
  quoteInput,
  quoteOfMine,
  quoteReference,
} from "../../src/quotes/shared/quote-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { toParisIso } from "../../src/shared/paris-time.js";
import type { Caller } from "../accounts/index.js";
import { requestMeta } from "../platform/http/request-meta.js";
import { ServiceError } from "../platform/service-error.js";
import { submitterOf } from "../requests/index.js";
import type { Context } from "../trpc/context.js";
import { apiProcedure, protectedProcedure, publicProcedure, router, serverProcedure } from "../trpc/trpc.js";
import type { QuoteSummary } from "./quote-acceptance.js";
import { quotePdfPath } from "./quote-completion.js";

/** A quote's PDF: the mailed link's token opens it, or else the owner's session. */
const quotePdfInput = z.object({ reference: quoteReference, token: z.string().max(100).optional() });

/** A quote's state as it travels: amounts in cents, instants as ISO 8601 with the Paris offset. */
function summaryJson(summary: QuoteSummary) {
  return {
    ...summary,
    issuedAt: toParisIso(summary.issuedAt),
    expiresAt: toParisIso(summary.expiresAt),
    acceptedAt: summary.acceptedAt === null ? null : toParisIso(summary.acceptedAt),
  };
}

/** The owner's acceptance, the same as the mailed link's, whichever answer its door gives. */
async function acceptAsOwner(ctx: Context, caller: Caller, reference: string) {
  const { id, email } = caller.user;
  return summaryJson(await ctx.quotes.acceptAsOwner(reference, { id, email }, requestMeta(ctx.req)));
}

/**
 * "Mes devis" on the dashboard, the basket's quote form, and the instant quote API (docs/0023): the
 * `apiProcedure`s are the REST shim's answers (`/api/quotes*`), unknown to the browser's `/trpc`.
 */
export const quotesRouter = router({
  /** The basket's quote form and `POST /api/quotes`; a session makes it the account's. */
  issue: publicProcedure.input(quoteInput).mutation(async ({ ctx, input }): Promise<IssuedQuoteAnswer> => {
    const { pdfPath, ...issued } = await ctx.quotes.issue(input, submitterOf(ctx.req, ctx.caller, ctx.config));
    return { success: true, ...issued, pdfUrl: `${ctx.config.appUrl}${pdfPath}` };
  }),
  /** The dashboard's list and `GET /api/quotes`. */
  mine: protectedProcedure.query(async ({ ctx }) =>
    (await ctx.quotes.mine(ctx.caller.user.id)).map((quote) => ({
      ...summaryJson(quote),
      // The owner's session opens it: no token in the dashboard's links.
      pdfPath: quotePdfPath(quote.reference),
    })),
  ),
  /** `GET /api/quotes/{reference}/pdf`: the PDF's bytes, for the link's bearer or the signed-in owner. */
  pdf: apiProcedure
    .input(quotePdfInput)
    .query(({ ctx, input }) =>
      ctx.quotes.pdf(input.reference, { token: input.token, userId: ctx.caller?.user.id ?? null }),
    ),
  /** The mailed link (its page, `GET /api/quotes/acceptance`): what it would accept (a mail scanner only GETs). */
  acceptance: serverProcedure.input(quoteAcceptInput).query(async ({ ctx, input }) => {
    const quote = await ctx.quotes.acceptance(input.token);
    // The link's token opens the PDF too, for as long as it can accept (quotes.pdf).
    return { ...summaryJson(quote), lines: quote.lines, pdfPath: quotePdfPath(quote.reference, input.token) };
  }),
  /** The mailed link (its page's button, `POST /api/quotes/acceptance`): accepts, once. */
  acceptByLink: serverProcedure.input(quoteAcceptInput).mutation(async ({ ctx, input }) => {
    const quote = await ctx.quotes.acceptByLink(input.token, requestMeta(ctx.req));
    return { ...summaryJson(quote), lines: quote.lines };
  }),
  /** The mailed link's page, once the quote has expired: « Obtenir un nouveau devis » at today's prices. */
  reissueByLink: serverProcedure.input(quoteAcceptInput).mutation(async ({ ctx, input }) => {
    const issued = await ctx.quotes.reissueByLink(input.token, requestMeta(ctx.req));
    return { reference: issued.reference, totalIncludingTax: issued.totalIncludingTax };
  }),
  /** « Accepter le devis »: the owner's button, the same acceptance as the mailed link's. */
  accept: protectedProcedure.input(quoteOfMine).mutation(async ({ ctx, input }) => {
    const { reference, state } = await acceptAsOwner(ctx, ctx.caller, input.reference);
    return { reference, state };
  }),
  /**
   * `POST /api/quotes/{reference}/acceptance`: `accept` answering the whole quote. Its reference is checked
   * before the session, as the route always did.
   */
  acceptAsOwner: apiProcedure.input(quoteOfMine).mutation(({ ctx, input }) => {
    if (!ctx.caller) throw new ServiceError("unauthorized", messages.quoteDesk.signInToAccept);
    return acceptAsOwner(ctx, ctx.caller, input.reference);
  }),
  /** « Obtenir un nouveau devis » for an expired quote: a new reference at today's prices, mailed. */
  reissue: protectedProcedure.input(quoteOfMine).mutation(async ({ ctx, input }) => {
    const issued = await ctx.quotes.reissueAsOwner(input.reference, ctx.caller.user.id, requestMeta(ctx.req));
    return { reference: issued.reference, totalIncludingTax: issued.totalIncludingTax };
  }),
});
