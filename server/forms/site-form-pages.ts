import { accountPages } from "../accounts/pages/account-pages.js";
import { quoteAcceptancePage } from "../quotes/quote-acceptance-page.js";
import { requestPages } from "../requests/pages/request-pages.js";
import type { ContextDependencies } from "../trpc/context.js";
import type { FormPage } from "./html-form.js";

/**
 * Every page whose forms the server handles without JavaScript: the app mounts these, and the test of
 * sensitive actions at every door (server/trpc/sensitive-actions-doors.test.ts) lists their forms.
 */
export function siteFormPages(deps: ContextDependencies): FormPage[] {
  return [...accountPages(deps), ...requestPages(deps), quoteAcceptancePage(deps)];
}
