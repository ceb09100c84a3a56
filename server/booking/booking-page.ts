import { bookingPath } from "../../src/requests/shared/request-pages.js";
import { bookingInput } from "../../src/requests/shared/request-schemas.js";
import { atConfirmation } from "../../src/shared/confirmation-anchor.js";
import type { FormPage } from "../forms/html-form.js";
import { procedureForms } from "../forms/procedure-form.js";
import type { ContextDependencies } from "../trpc/context.js";
import { pageCaller } from "../trpc/in-process-caller.js";

/**
 * `/rendez-vous`: always rendered at request time, since its free slots change by the minute. Without
 * JavaScript the slots are radio buttons of a plain form; a slot taken meanwhile (409) shows the form
 * again with the message and the slots still free. Success: 303 back here, the reference and the slot in the flash.
 */
export function bookingPage(deps: ContextDependencies): FormPage {
  const trpcFor = pageCaller(deps);
  const procedureForm = procedureForms(deps);
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
      procedureForm({
        name: "booking",
        schema: bookingInput,
        echo: ["start", "firstName", "lastName", "email", "phone", "topic", "consent"],
        call: (trpc, input) => trpc.booking.book(input),
        onSuccess: ({ reference, start }) => ({
          redirect: atConfirmation(bookingPath),
          flash: { form: "booking", values: {}, errors: {}, result: { reference, start } },
        }),
      }),
    ],
  };
}
