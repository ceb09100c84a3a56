import { bookingCancelInput, bookingInput } from "../../src/requests/shared/request-schemas.js";
import { requestMeta } from "../platform/http/request-meta.js";
import { submitterOf } from "../requests/index.js";
import { publicProcedure, router } from "../trpc/trpc.js";
import { bookedCallAnswer, slotAnswer } from "./booking-answers.js";

/** The booking page of the React app (same service and answers as `/api/booking-slots` and `/api/bookings`). */
export const bookingRouter = router({
  slots: publicProcedure.query(async ({ ctx }) => (await ctx.requests.freeSlots()).map(slotAnswer)),

  book: publicProcedure
    .input(bookingInput)
    .mutation(async ({ ctx, input }) =>
      bookedCallAnswer(await ctx.requests.book(input, submitterOf(ctx.req, ctx.caller, ctx.config))),
    ),

  /** What the cancel link would cancel; changes nothing. */
  cancellation: publicProcedure
    .input(bookingCancelInput)
    .query(async ({ ctx, input }) => bookedCallAnswer(await ctx.requests.cancellation(input.token))),

  cancel: publicProcedure
    .input(bookingCancelInput)
    .mutation(async ({ ctx, input }) => bookedCallAnswer(await ctx.requests.cancel(input.token, requestMeta(ctx.req)))),
});
