import { applicationPages } from "../../applications/application-pages.js";
import { bookingCancelPage } from "../../booking/booking-cancel-page.js";
import { bookingPage } from "../../booking/booking-page.js";
import type { FormPage } from "../../forms/html-form.js";
import type { ContextDependencies } from "../../trpc/context.js";
import { messagePages } from "./message-pages.js";

/** The visitor request screens whose forms the server handles without JavaScript: contact, support, priority, booking, its cancel link, applications. */
export function requestPages(deps: ContextDependencies): FormPage[] {
  return [...messagePages(deps), bookingPage(deps), bookingCancelPage(deps), ...applicationPages(deps)];
}
