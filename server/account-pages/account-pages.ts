import type { Kysely } from "kysely";
import type { AuthService } from "../auth/auth-service.js";
import type { Config } from "../config/config.js";
import type { Database } from "../db/schema.js";
import type { FormPage } from "../forms/html-form.js";
import { dashboardPage } from "./dashboard-page.js";
import { signInPages } from "./sign-in-pages.js";

/** Every account screen whose forms the server handles without JavaScript. */
export function accountPages(deps: { config: Config; auth: AuthService; db: Kysely<Database> }): FormPage[] {
  return [...signInPages(deps), dashboardPage(deps)];
}
