import type { FormPage } from "../forms/html-form.js";
import type { ContextDependencies } from "../trpc/context.js";
import { applicationPages } from "./application-pages.js";
import { bookingCancelPage } from "./booking-cancel-page.js";
import { bookingPage } from "./booking-page.js";

/** The visitor request screens whose forms the server handles without JavaScript: booking, its cancel link, applications. */
export function requestPages(deps: ContextDependencies): FormPage[] {
  return [bookingPage(deps), bookingCancelPage(deps), ...applicationPages(deps)];
}
