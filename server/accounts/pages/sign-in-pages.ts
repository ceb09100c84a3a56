import type { Request } from "express";
import { z } from "zod";
import {
  forgotPasswordInput,
  loginInput,
  registerForm,
  resetPasswordForm,
  tokenSchema,
  twoFactorLoginInput,
} from "../../../src/accounts/shared/auth-schemas.js";
import { TWO_FACTOR_LOGIN_FORM } from "../../../src/accounts/shared/two-factor.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { registrationFieldOf } from "../../../src/shared/messages/registration-field.js";
import { type FormFields, isTicked } from "../../forms/form-body.js";
import type { FormPage, PageLoad } from "../../forms/html-form.js";
import { procedureForms } from "../../forms/procedure-form.js";
import { ServiceError } from "../../platform/service-error.js";
import type { ContextDependencies } from "../../trpc/context.js";
import { pageCaller } from "../../trpc/in-process-caller.js";
import { safeNext } from "../rest/safe-next.js";
import { loginNotice, twoFactorStep } from "./login-screen-flash.js";
import { resendVerificationForm } from "./resend-verification-form.js";

/**
 * A token the mail's link put in a hidden field, checked as the API checks it. A malformed one is
 * refused like a used one: the visitor can only ask for a new link either way.
 */
function linkToken(fields: FormFields, refusal: string): string {
  const parsed = tokenSchema.safeParse(fields.token);
  if (!parsed.success) throw new ServiceError("bad-request", refusal);
  return parsed.data;
}

/** A GET that carries what a link prefills (`?next=`, `?token=`): rendered now, with it in the form's hidden fields. */
function prefill(form: string, values: Record<string, string | null | undefined>): PageLoad {
  const given = Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return given.length > 0 ? { data: { form: { form, values: Object.fromEntries(given), errors: {} } } } : undefined;
}

const queryText = (req: Request, name: string) =>
  typeof req.query[name] === "string" ? (req.query[name] as string).slice(0, 512) : undefined;

/** The sign-in screens' forms, for browsers without JavaScript (or that submit before hydrating). */
export function signInPages(deps: ContextDependencies): FormPage[] {
  const procedureForm = procedureForms(deps);
  const trpcFor = pageCaller(deps);

  const login = procedureForm({
    name: "login",
    schema: loginInput,
    echo: ["email", "rememberMe"],
    hidden: ["next"],
    input: (fields) => ({ ...fields, rememberMe: isTicked(fields, "rememberMe") }),
    call: (trpc, input) => trpc.auth.login(input),
    onSuccess(result, _input, { fields }) {
      const next = safeNext(fields.next);
      return "challenge" in result
        ? { redirect: "/login", flash: twoFactorStep(result.challenge, next) }
        : { redirect: next };
    },
  });

  // The second step of the login, after the password (or Google) of an account with two-factor on.
  const loginTwoFactor = procedureForm({
    name: TWO_FACTOR_LOGIN_FORM,
    schema: twoFactorLoginInput,
    hidden: ["challenge", "next"],
    call: (trpc, input) => trpc.auth.loginTwoFactor(input),
    onSuccess: (_signedIn, _input, { fields }) => ({ redirect: safeNext(fields.next) }),
  });

  // A taken address gets the same redirect, without a session: its owner is mailed (registration.ts).
  const register = procedureForm({
    name: "register",
    schema: registerForm,
    echo: ["lastName", "firstName", "email"],
    fieldOf: registrationFieldOf,
    call: (trpc, { confirmPassword: _confirm, ...payload }) => trpc.auth.register(payload),
    onSuccess: () => ({ redirect: "/verify-email" }),
  });

  const forgotPassword = procedureForm({
    name: "forgot-password",
    schema: forgotPasswordInput,
    echo: ["email"],
    call: (trpc, input) => trpc.auth.forgotPassword(input),
    onSuccess: (_answer, { email }) => ({
      redirect: "/forgot-password",
      flash: { form: "forgot-password", values: {}, errors: {}, result: { sentTo: email } },
    }),
  });

  const resetPassword = procedureForm({
    name: "reset-password",
    schema: resetPasswordForm,
    hidden: ["token"],
    call: (trpc, { password }, { fields }) =>
      trpc.auth.resetPassword({ token: linkToken(fields, messages.accounts.resetFailed), password }),
    onSuccess: () => loginNotice(messages.accounts.passwordChanged),
  });

  // The mail's link opens a page with a button, never a GET that verifies: see docs/0013 (mail scanners).
  const verifyEmail = procedureForm({
    name: "verify-email",
    schema: z.object({}),
    hidden: ["token"],
    call: (trpc, _input, { fields }) =>
      trpc.auth.verifyEmail({ token: linkToken(fields, messages.accounts.verifyLinkInvalid) }),
    onSuccess: () => ({
      redirect: "/congratulation",
      flash: { form: "verify-email", values: {}, errors: {}, result: { verified: "true" } },
    }),
  });

  return [
    {
      path: "/login",
      load: async (req) => prefill("login", { next: queryText(req, "next") }),
      forms: [login, loginTwoFactor],
    },
    { path: "/register", forms: [register] },
    { path: "/forgot-password", forms: [forgotPassword] },
    {
      path: "/reset-password",
      load: async (req, res) => {
        const token = queryText(req, "token");
        // The account's address, for password managers to update its saved entry (the form's hidden username).
        const trpc = await trpcFor(req, res);
        const username =
          token && tokenSchema.safeParse(token).success ? (await trpc.auth.resetLinkEmail({ token })).email : null;
        return prefill("reset-password", { token, username });
      },
      forms: [resetPassword],
    },
    {
      path: "/congratulation",
      load: async (req) => prefill("verify-email", { token: queryText(req, "token") }),
      forms: [verifyEmail, resendVerificationForm(deps)],
    },
    { path: "/verify-email", forms: [resendVerificationForm(deps)] },
    { path: "/send-email", forms: [resendVerificationForm(deps)] },
  ];
}
