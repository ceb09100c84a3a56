import type { BookedCallAnswer } from "../../src/booking/shared/booking-slot.js";
import { bookingCancelPath } from "../../src/requests/shared/request-pages.js";
import { bookingCancelInput } from "../../src/requests/shared/request-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { FormPage } from "../forms/html-form.js";
import { singleUseLinkPage } from "../forms/single-use-link-page.js";
import type { ContextDependencies } from "../trpc/context.js";
import { pageCaller } from "../trpc/in-process-caller.js";

const FORM = "booking-cancel";

const callResult = (call: BookedCallAnswer) => ({ reference: call.reference, start: call.start });

/** The cancel link of a booking mail: the page shows the booking, its button cancels it and frees the slot. */
export function bookingCancelPage(deps: ContextDependencies): FormPage {
  const trpcFor = pageCaller(deps);
  return singleUseLinkPage({
    path: bookingCancelPath,
    form: FORM,
    schema: bookingCancelInput,
    invalidMessage: messages.booking.cancelLinkInvalid,
    show: async (token, req, res) => callResult(await (await trpcFor(req, res)).booking.cancellation({ token })),
    act: async (token, req, res) => ({
      ...callResult(await (await trpcFor(req, res)).booking.cancel({ token })),
      cancelled: "true",
    }),
  });
}
