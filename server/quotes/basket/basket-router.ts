import { z } from "zod";
import { QUOTE_MAX_OFFERS } from "../../../src/quotes/shared/quote-schemas.js";
import { contentId } from "../../../src/requests/shared/request-schemas.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { protectedProcedure, router } from "../../trpc/trpc.js";
import { mergeBasket, replaceBasket, savedBasket } from "./basket-storage.js";

/** A basket as the browser sends it: offer ids, as many as a quote may hold. */
const basketInput = z.object({
  offers: z.array(contentId).max(QUOTE_MAX_OFFERS, { error: messages.quotes.offersTooMany }),
});

/**
 * The signed-in visitor's basket on the server (docs/0025-basket.md), so it follows the account to another
 * browser: read it, merge a browser's into it on sign-in, replace it as it changes.
 */
export const basketRouter = router({
  mine: protectedProcedure.query(({ ctx }) => savedBasket(ctx.db, ctx.caller.user.id)),
  merge: protectedProcedure
    .input(basketInput)
    .mutation(({ ctx, input }) => mergeBasket(ctx.db, ctx.caller.user.id, input.offers)),
  replace: protectedProcedure.input(basketInput).mutation(async ({ ctx, input }) => {
    await replaceBasket(ctx.db, ctx.caller.user.id, input.offers);
  }),
});
