import { z } from "zod";
import * as authMessages from "../../shared/auth-messages.js";
import { emailField } from "../../shared/email-field.js";
import { newPasswordSchema, tokenSchema } from "./auth-schemas.js";

/**
 * The account identity's inputs (docs/0027), shared by the React forms, tRPC and the HTML forms, and the
 * pages the mails link to. Pure: no Node or browser imports.
 */

export { emailChangeCancelPath, emailChangePath } from "./email-change-paths.js";

export const changeEmailInput = z.object({ newEmail: emailField(authMessages.invalidEmail) });

export const emailChangeTokenInput = z.object({ token: tokenSchema });

export const setPasswordInput = z.object({ newPassword: newPasswordSchema });

/** The account page's form: the password twice. */
export const setPasswordForm = setPasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: authMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });
