import { z } from "zod";
import { MAX_SESSIONS_PER_USER } from "../../shared/api-limits.js";
import { emailField } from "../../shared/email-field.js";
import { honeypotSchema } from "../../shared/honeypot-schema.js";
import { localeField } from "../../shared/locale-field.js";
import { messages } from "../../shared/messages/catalogue.js";
import { personName } from "../../shared/person-name.js";

/**
 * The zod schemas both sides validate with: the React forms (src/ui/forms/use-page-form.ts) and the
 * server (tRPC inputs and the REST shim). Pure: no Node or browser imports.
 */
export const emailSchema = emailField(messages.forms.emailInvalid);

/**
 * The registration rules (the messages in messages/accounts.ts), also used for reset and change of password; the strength meter shows the
 * same four (src/accounts/shared/password-rules.ts).
 */
export const newPasswordSchema = z
  .string({ error: messages.accounts.passwordRequired })
  .min(8, { error: messages.accounts.passwordTooShort })
  .max(128, { error: messages.accounts.passwordTooLong })
  .regex(/[A-Z]/, { error: messages.accounts.passwordRules })
  .regex(/[a-z]/, { error: messages.accounts.passwordRules })
  .regex(/[0-9]/, { error: messages.accounts.passwordRules });

const firstName = personName(messages.forms.firstNameRequired);
const lastName = personName(messages.forms.lastNameRequired);

/** What the server accepts for a registration (the payload of the README's "Auth REST contract"). */
export const registerInput = z.object({
  firstName,
  lastName,
  email: emailSchema,
  password: newPasswordSchema,
  website: honeypotSchema,
  recaptchaToken: z.string().max(4000).optional(),
  /** The language of the account's mails (docs/0068). */
  locale: localeField,
});

/** The registration form: the payload plus the confirmation, checked on confirmPassword. */
export const registerForm = registerInput
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: messages.accounts.passwordsDontMatch,
    path: ["confirmPassword"],
  });

export const loginInput = z.object({
  email: emailSchema,
  password: z
    .string({ error: messages.accounts.passwordRequired })
    .min(1, { error: messages.accounts.passwordRequired })
    .max(1024),
  rememberMe: z.boolean().default(false),
});

export const forgotPasswordInput = z.object({ email: emailSchema });

/** Tokens are base64url/hex strings of fixed size; anything else is rejected before any lookup. */
export const tokenSchema = z.string().trim().min(16).max(256);

export const resetPasswordInput = z.object({ token: tokenSchema, password: newPasswordSchema });

export const resetPasswordForm = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: messages.accounts.passwordsDontMatch,
    path: ["confirmPassword"],
  });

export const verifyEmailInput = z.object({ token: tokenSchema });

export const refreshTokenInput = z.object({ refreshToken: tokenSchema });

export const updateProfileInput = z.object({ firstName, lastName });

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, { error: messages.accounts.passwordRequired }).max(1024),
  newPassword: newPasswordSchema,
});

/** The account page's form: the server's input plus a confirmation, checked on the confirmation field. */
export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: messages.accounts.passwordsDontMatch,
    path: ["confirmPassword"],
  });

/** The password again, before a sensitive action (docs/0026-two-factor.md). */
export const reauthenticateInput = z.object({
  password: z
    .string({ error: messages.accounts.passwordRequired })
    .min(1, { error: messages.accounts.passwordRequired })
    .max(1024),
});

/** A code from the authenticator app (6 digits) or a recovery code (24 characters, dashes optional). */
export const secondFactorCode = z
  .string({ error: messages.accounts.twoFactorCodeRequired })
  .trim()
  .min(6, { error: messages.accounts.twoFactorCodeRequired })
  .max(64, { error: messages.accounts.twoFactorCodeWrong });

export const twoFactorCodeInput = z.object({ code: secondFactorCode });

/** The second step of a sign-in: the challenge the first step gave, and the code. */
export const twoFactorLoginInput = z.object({ challenge: tokenSchema, code: secondFactorCode });

/** One page of the account's sessions, newest first; `cursor` is the previous page's `nextCursor`. */
export const sessionsPageInput = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(MAX_SESSIONS_PER_USER).default(MAX_SESSIONS_PER_USER),
  })
  .default({ limit: MAX_SESSIONS_PER_USER });

export const revokeSessionInput = z.object({ sessionId: z.string().min(1).max(128) });

export const deleteAccountInput = z.object({ confirmEmail: z.string().trim().max(254) });

/** The user as every API returns it (README "Auth REST contract"). */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  plan: z.string(),
  role: z.string(),
  isEmailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
