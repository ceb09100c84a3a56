import type { FormState } from "../../src/shared/form-state.js";
import { TWO_FACTOR_LOGIN_FORM } from "../../src/shared/two-factor.js";

/**
 * The login screen at its second step: the flash (an HttpOnly cookie read by the next GET of /login)
 * carries the challenge into the code form's hidden field, with the page to go to afterwards.
 */
export function twoFactorStep(challenge: string, next: string): FormState {
  return { form: TWO_FACTOR_LOGIN_FORM, values: { challenge, next }, errors: {} };
}
