import { toParisIso } from "../../src/shared/paris-time.js";
import { bookingPath } from "../../src/shared/request-pages.js";
import { bookingInput } from "../../src/shared/request-schemas.js";
import { type FormPage, htmlForm } from "../forms/html-form.js";
import { resolveCaller } from "../http/resolve-caller.js";
import { submitterOf } from "../http/submitter.js";
import type { ContextDependencies } from "../trpc/context.js";
import { pageCaller } from "./page-caller.js";

/**
 * `/rendez-vous`: always rendered at request time, since its free slots change by the minute. Without
 * JavaScript the slots are radio buttons of a plain form; a slot taken meanwhile (409) shows the form
 * again with the message and the slots still free. Success: 303 back here, the reference and the slot in the flash.
 */
export function bookingPage(deps: ContextDependencies): FormPage {
  const trpcFor = pageCaller(deps);
  return {
    path: bookingPath,
    async load(req, res) {
      const trpc = await trpcFor(req, res);
      return {
        data: {
          queries: [
            { path: "auth.me", data: await trpc.auth.me() },
            { path: "booking.slots", data: await trpc.booking.slots() },
          ],
        },
      };
    },
    forms: [
      htmlForm({
        name: "booking",
        schema: bookingInput,
        echo: ["start", "firstName", "lastName", "email", "phone", "topic", "consent"],
        async submit(input, { req, res }) {
          const caller = await resolveCaller(req, res, deps);
          const call = await deps.requests.book(input, submitterOf(req, caller, deps.config));
          const result = { reference: call.reference, start: toParisIso(call.start) };
          return { redirect: bookingPath, flash: { form: "booking", values: {}, errors: {}, result } };
        },
      }),
    ],
  };
}
