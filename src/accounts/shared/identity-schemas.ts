import { z } from "zod";
import { emailField } from "../../shared/email-field.js";
import { messages } from "../../shared/messages/catalogue.js";
import { newPasswordSchema, tokenSchema } from "./auth-schemas.js";

/**
 * The account identity's inputs (docs/0027), shared by the React forms, tRPC and the HTML forms, and the
 * pages the mails link to. Pure: no Node or browser imports.
 */

export { emailChangeCancelPath, emailChangePath } from "./email-change-paths.js";

export const changeEmailInput = z.object({ newEmail: emailField(messages.forms.emailInvalid) });

export const emailChangeTokenInput = z.object({ token: tokenSchema });

export const setPasswordInput = z.object({ newPassword: newPasswordSchema });

/** The account page's form: the password twice. */
export const setPasswordForm = setPasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: messages.accounts.passwordsDontMatch,
    path: ["confirmPassword"],
  });
