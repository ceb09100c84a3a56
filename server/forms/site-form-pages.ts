import { accountPages } from "../accounts/pages/account-pages.js";
import { applicationPages } from "../applications/application-pages.js";
import { bookingCancelPage } from "../booking/booking-cancel-page.js";
import { bookingPage } from "../booking/booking-page.js";
import { quoteAcceptancePage } from "../quotes/quote-acceptance-page.js";
import { messagePages } from "../requests/pages/message-pages.js";
import type { ContextDependencies } from "../trpc/context.js";
import type { FormPage } from "./html-form.js";

/**
 * Every page whose forms the server handles without JavaScript: the app mounts these, and the test of
 * sensitive actions at every door (server/trpc/sensitive-actions-doors.test.ts) lists their forms.
 */
export function siteFormPages(deps: ContextDependencies): FormPage[] {
  return [
    ...accountPages(deps),
    ...messagePages(deps),
    bookingPage(deps),
    bookingCancelPage(deps),
    ...applicationPages(deps),
    quoteAcceptancePage(deps),
  ];
}
