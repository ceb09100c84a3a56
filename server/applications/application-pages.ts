import { jobApplyPath } from "../../src/requests/shared/request-pages.js";
import { applicationInput } from "../../src/requests/shared/request-schemas.js";
import { atConfirmation } from "../../src/shared/confirmation-anchor.js";
import { contentCatalogue } from "../content/index.js";
import type { FormPage } from "../forms/html-form.js";
import { procedureForms } from "../forms/procedure-form.js";
import type { ContextDependencies } from "../trpc/context.js";
import { pageCaller } from "../trpc/in-process-caller.js";
import { uploadedForm } from "./cv-upload.js";

/**
 * `/careers/{jobId}`, one page per job offer: prerendered, rendered at request time only to prefill a
 * signed-in visitor or after a submission. The form posts `multipart/form-data` (the CV) without
 * JavaScript; success is a 303 back to the page, which shows the reference from the flash.
 */
export function applicationPages(deps: ContextDependencies, jobIds = [...contentCatalogue.jobs.keys()]): FormPage[] {
  const trpcFor = pageCaller(deps);
  const procedureForm = procedureForms(deps);
  return jobIds.map((jobId) => ({
    path: jobApplyPath(jobId),
    files: true,
    async load(req, res) {
      const me = await (await trpcFor(req, res)).auth.me();
      return me ? { data: { queries: [{ path: "auth.me", data: me }] } } : undefined;
    },
    forms: [
      procedureForm({
        name: "application",
        schema: applicationInput,
        echo: ["firstName", "lastName", "email", "phone", "message", "consent"],
        hidden: ["jobId"],
        // The fields as posted, with the CV: the procedure takes the React form's FormData.
        call: (trpc, _input, { req, fields }) => trpc.applications.submit(uploadedForm(fields, req)),
        onSuccess: ({ reference }) => ({
          redirect: atConfirmation(jobApplyPath(jobId)),
          flash: { form: "application", values: {}, errors: {}, result: { reference } },
        }),
      }),
    ],
  }));
}
