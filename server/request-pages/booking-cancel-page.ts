import { toParisIso } from "../../src/shared/paris-time.js";
import * as m from "../../src/shared/request-messages.js";
import { bookingCancelPath } from "../../src/shared/request-pages.js";
import { bookingCancelInput } from "../../src/shared/request-schemas.js";
import type { FormPage } from "../forms/html-form.js";
import { singleUseLinkPage } from "../forms/single-use-link-page.js";
import { requestMeta } from "../http/request-meta.js";
import type { BookedCall } from "../requests/bookings.js";
import type { ContextDependencies } from "../trpc/context.js";

const FORM = "booking-cancel";

const callResult = (call: BookedCall) => ({ reference: call.reference, start: toParisIso(call.start) });

/** The cancel link of a booking mail: the page shows the booking, its button cancels it and frees the slot. */
export function bookingCancelPage(deps: ContextDependencies): FormPage {
  return singleUseLinkPage({
    path: bookingCancelPath,
    form: FORM,
    schema: bookingCancelInput,
    invalidMessage: m.cancelLinkInvalid,
    show: async (token) => callResult(await deps.requests.cancellation(token)),
    act: async (token, req) => ({
      ...callResult(await deps.requests.cancel(token, requestMeta(req))),
      cancelled: "true",
    }),
  });
}
