import { myRequestsInput, requestInput, type SubmittedRequest } from "../../src/requests/shared/request-schemas.js";
import { dataSubjectOf } from "../platform/personal-data.js";
import { protectedProcedure, publicProcedure, router } from "../trpc/trpc.js";
import { submitterOf } from "./submitter.js";

/** The request forms of the React app (same schemas and service as `POST /api/requests`), and "Mes demandes". */
export const requestsRouter = router({
  submit: publicProcedure.input(requestInput).mutation(
    async ({ ctx, input }): Promise<SubmittedRequest> => ({
      success: true,
      reference: (await ctx.requests.submit(input, submitterOf(ctx.req, ctx.caller, ctx.config))).reference,
    }),
  ),

  /** The signed-in account's requests, newest first, a page at a time (docs/0014-visitor-requests.md). */
  mine: protectedProcedure
    .input(myRequestsInput)
    .query(({ ctx, input }) => ctx.requests.mine(dataSubjectOf(ctx.caller.user), input)),
});
