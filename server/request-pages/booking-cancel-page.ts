import type { FormState } from "../../src/shared/form-state.js";
import { toParisIso } from "../../src/shared/paris-time.js";
import { requestMessages as m } from "../../src/shared/request-messages.js";
import { bookingCancelPath } from "../../src/shared/request-pages.js";
import { bookingCancelInput } from "../../src/shared/request-schemas.js";
import { type FormPage, htmlForm } from "../forms/html-form.js";
import { refusalOf } from "../http/refusal.js";
import { requestMeta } from "../http/request-meta.js";
import type { BookedCall } from "../requests/bookings.js";
import type { ContextDependencies } from "../trpc/context.js";

const FORM = "booking-cancel";

const callResult = (call: BookedCall) => ({ reference: call.reference, start: toParisIso(call.start) });

/**
 * The cancel link of a booking mail. The GET shows the booking and a button (mail scanners open
 * links: a GET that cancelled would let them cancel); the button's POST cancels. A link unknown or
 * already used is said in words on the page itself.
 */
export function bookingCancelPage(deps: ContextDependencies): FormPage {
  /** What the link stands for, or why it stands for nothing. */
  async function lookup(token: string): Promise<Pick<FormState, "result" | "alert">> {
    const parsed = bookingCancelInput.safeParse({ token });
    if (!parsed.success) return { alert: { tone: "error", message: m.cancelLinkInvalid } };
    try {
      return { result: callResult(await deps.requests.cancellation(parsed.data.token)) };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return { alert: { tone: "error", message: refusal.message } };
    }
  }

  return {
    path: bookingCancelPath,
    async load(req) {
      if (req.query.token === undefined) return undefined;
      const token = typeof req.query.token === "string" ? req.query.token : "";
      return { data: { form: { form: FORM, values: { token }, errors: {}, ...(await lookup(token)) } } };
    },
    forms: [
      htmlForm({
        name: FORM,
        schema: bookingCancelInput,
        hidden: ["token"],
        async submit({ token }, { req }) {
          const call = await deps.requests.cancel(token, requestMeta(req));
          const result = { ...callResult(call), cancelled: "true" };
          return { redirect: bookingCancelPath, flash: { form: FORM, values: {}, errors: {}, result } };
        },
      }),
    ],
  };
}
