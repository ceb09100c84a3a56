import type { FormPage } from "../../forms/html-form.js";
import type { ContextDependencies } from "../../trpc/context.js";
import { dashboardPage } from "./dashboard-page.js";
import { emailChangePages } from "./email-change-pages.js";
import { signInPages } from "./sign-in-pages.js";

/** Every account screen whose forms the server handles without JavaScript. */
export function accountPages(deps: ContextDependencies): FormPage[] {
  return [...signInPages(deps), dashboardPage(deps), ...emailChangePages(deps)];
}
