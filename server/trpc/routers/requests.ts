import { requestInput, type SubmittedRequest } from "../../../src/shared/request-schemas.js";
import { submitterOf } from "../../http/submitter.js";
import { publicProcedure, router } from "../trpc.js";

/** The request forms of the React app (same schemas and service as `POST /api/requests`). */
export const requestsRouter = router({
  submit: publicProcedure.input(requestInput).mutation(
    async ({ ctx, input }): Promise<SubmittedRequest> => ({
      success: true,
      reference: (await ctx.requests.submit(input, submitterOf(ctx.req, ctx.caller, ctx.config))).reference,
    }),
  ),
});
