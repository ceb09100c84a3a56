import type { z } from "zod";
import { callProcedure } from "../trpc/caller-error.js";
import type { ContextDependencies } from "../trpc/context.js";
import { type AppCaller, inProcessCaller } from "../trpc/in-process-caller.js";
import { type FormOutcome, type FormRequest, type HtmlForm, htmlForm } from "./html-form.js";

/**
 * A form without JavaScript over one procedure (docs/0051-one-door-per-action.md): its fields as the React
 * form sends them, the procedure it posts to, and where the browser goes after success. Refusals (the
 * procedure's input checks, its middleware, the service) come back as the page with the message, like
 * every form's (form-pages.ts); the rules themselves live in the procedure and the service under it.
 */
export interface ProcedureForm<Schema extends z.ZodType, Result> extends Omit<HtmlForm<Schema>, "submit"> {
  /** The procedure, with its input from the form's validated fields. */
  call(trpc: AppCaller, input: z.output<Schema>, request: FormRequest): Promise<Result>;
  /** Where to go once it succeeded, and what the page there says. */
  onSuccess(result: Result, input: z.output<Schema>, request: FormRequest): FormOutcome;
  /** A form of a signed-in account: a visitor without a session (expired meanwhile) goes there instead. */
  signedOut?: string;
}

/** The forms of the pages built over `deps`, each calling its procedure as the browser's context would. */
export function procedureForms(deps: ContextDependencies) {
  const callerFor = inProcessCaller(deps, "browser");
  return function procedureForm<Schema extends z.ZodType, Result>(form: ProcedureForm<Schema, Result>): HtmlForm {
    const { call, onSuccess, signedOut, ...fields } = form;
    return htmlForm({
      ...fields,
      async submit(input: z.output<Schema>, request: FormRequest): Promise<FormOutcome> {
        const { trpc, signedIn } = await callerFor(request.req, request.res);
        if (signedOut !== undefined && !signedIn) return { redirect: signedOut };
        return onSuccess(await callProcedure(() => call(trpc, input, request)), input, request);
      },
    });
  };
}
