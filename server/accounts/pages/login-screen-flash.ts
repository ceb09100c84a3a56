import { TWO_FACTOR_LOGIN_FORM } from "../../../src/accounts/shared/two-factor.js";
import type { FormState } from "../../../src/shared/form-state.js";

/*
 * What the login screen shows after a form sent the visitor there: the flash is an HttpOnly cookie read by the
 * next GET of /login.
 */

/** The second step: the challenge goes into the code form's hidden field, with the page to go to afterwards. */
export function twoFactorStep(challenge: string, next: string): FormState {
  return { form: TWO_FACTOR_LOGIN_FORM, values: { challenge, next }, errors: {} };
}

/** The login form with a notice above it: where a form that ended the session (reset, deletion) leads. */
export function loginNotice(message: string) {
  return {
    redirect: "/login",
    flash: { form: "login", values: {}, errors: {}, alert: { tone: "info", message } } satisfies FormState,
  };
}
