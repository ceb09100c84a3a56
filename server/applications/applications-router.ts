import { z } from "zod";
import { applicationInput, type SubmittedRequest } from "../../src/requests/shared/request-schemas.js";
import { CV_MAX_BYTES } from "../../src/shared/api-limits.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { ServiceError } from "../platform/service-error.js";
import { submitterOf } from "../requests/index.js";
import { publicProcedure, router } from "../trpc/trpc.js";

/**
 * The application form as the browser sends it, multipart FormData: its text fields, validated by the schema of
 * `POST /api/applications` and of the no-JavaScript form, and the CV as a File. A browser sends an empty part
 * when no file was chosen: that is no CV.
 */
const applicationForm = z
  .instanceof(FormData)
  .transform((form) => {
    const fields: Record<string, unknown> = {};
    const files: { name: string; file: File }[] = [];
    for (const [name, value] of form.entries()) {
      // A name sent twice is a list, which the schema refuses, as it does for multer's reading of the REST route.
      if (typeof value === "string") fields[name] = name in fields ? [fields[name], value].flat() : value;
      else if (value.size > 0 || value.name !== "") files.push({ name, file: value });
    }
    return { ...fields, files };
  })
  .pipe(applicationInput.extend({ files: z.array(z.object({ name: z.string(), file: z.instanceof(File) })) }));

/**
 * The job application at every door: the React app's FormData (docs/0046-one-browser-client.md), and
 * `POST /api/applications` and the no-JavaScript form, whose multipart reader (server/applications/cv-upload.ts) hands
 * it the same FormData (docs/0051-one-door-per-action.md). The service holds the rate limits, the CV typed
 * from its bytes and the zip bomb check; here are the reader's limits: one file, `cv`, 5 MB at most.
 */
export const applicationsRouter = router({
  submit: publicProcedure.input(applicationForm).mutation(async ({ ctx, input }): Promise<SubmittedRequest> => {
    const { files, ...fields } = input;
    const [cv, ...others] = files;
    if (others.length > 0 || (cv && cv.name !== "cv")) {
      throw new ServiceError("bad-request", messages.applications.uploadInvalid, { field: "cv" });
    }
    if (cv && cv.file.size > CV_MAX_BYTES)
      throw new ServiceError("too-large", messages.applications.cvTooLarge, { field: "cv" });
    const file = cv && { originalName: cv.file.name, bytes: Buffer.from(await cv.file.arrayBuffer()) };
    const { reference } = await ctx.requests.apply(fields, file, submitterOf(ctx.req, ctx.caller, ctx.config));
    return { success: true, reference };
  }),
});
