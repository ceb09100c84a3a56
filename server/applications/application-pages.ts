import { jobApplyPath } from "../../src/requests/shared/request-pages.js";
import { applicationInput } from "../../src/requests/shared/request-schemas.js";
import { contentCatalogue } from "../content/content-catalogue.js";
import { type FormPage, htmlForm } from "../forms/html-form.js";
import { resolveCaller } from "../platform/http/resolve-caller.js";
import { submitterOf } from "../platform/http/submitter.js";
import type { ContextDependencies } from "../trpc/context.js";
import { pageCaller } from "../trpc/in-process-caller.js";
import { uploadedCv } from "./cv-upload.js";

/**
 * `/careers/{jobId}`, one page per job offer: prerendered, rendered at request time only to prefill a
 * signed-in visitor or after a submission. The form posts `multipart/form-data` (the CV) without
 * JavaScript; success is a 303 back to the page, which shows the reference from the flash.
 */
export function applicationPages(deps: ContextDependencies, jobIds = [...contentCatalogue.jobs.keys()]): FormPage[] {
  const trpcFor = pageCaller(deps);
  return jobIds.map((jobId) => ({
    path: jobApplyPath(jobId),
    files: true,
    async load(req, res) {
      const me = await (await trpcFor(req, res)).auth.me();
      return me ? { data: { queries: [{ path: "auth.me", data: me }] } } : undefined;
    },
    forms: [
      htmlForm({
        name: "application",
        schema: applicationInput,
        echo: ["firstName", "lastName", "email", "phone", "message", "consent"],
        hidden: ["jobId"],
        async submit(input, { req, res }) {
          const caller = await resolveCaller(req, res, deps);
          const { reference } = await deps.requests.apply(
            input,
            uploadedCv(req),
            submitterOf(req, caller, deps.config),
          );
          return {
            redirect: jobApplyPath(jobId),
            flash: { form: "application", values: {}, errors: {}, result: { reference } },
          };
        },
      }),
    ],
  }));
}
