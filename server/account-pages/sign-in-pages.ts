import type { Request, Response } from "express";
import { z } from "zod";
import * as authMessages from "../../src/shared/auth-messages.js";
import { registrationFieldOf } from "../../src/shared/auth-messages.js";
import {
  forgotPasswordInput,
  loginInput,
  registerForm,
  resetPasswordForm,
  tokenSchema,
  twoFactorLoginInput,
} from "../../src/shared/auth-schemas.js";
import { TWO_FACTOR_LOGIN_FORM } from "../../src/shared/two-factor.js";
import type { SignedIn } from "../auth/auth-context.js";
import type { AuthService } from "../auth/auth-service.js";
import { needsSecondFactor } from "../auth/two-factor-sign-in.js";
import type { Config } from "../config/config.js";
import { type FormFields, isTicked } from "../forms/form-body.js";
import { type FormPage, htmlForm, type PageLoad } from "../forms/html-form.js";
import { setDeviceCookie } from "../http/device-cookie.js";
import { requestMeta } from "../http/request-meta.js";
import { setSessionCookie } from "../http/session-cookie.js";
import { ServiceError } from "../platform/service-error.js";
import { safeNext } from "../rest/safe-next.js";
import { resendVerificationForm } from "./resend-verification-form.js";
import { twoFactorStep } from "./two-factor-step.js";

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
export function signInPages({ config, auth }: { config: Config; auth: AuthService }): FormPage[] {
  const login = htmlForm({
    name: "login",
    schema: loginInput,
    echo: ["email", "rememberMe"],
    hidden: ["next"],
    input: (fields) => ({ ...fields, rememberMe: isTicked(fields, "rememberMe") }),
    async submit(input, { req, res, fields }) {
      const result = await auth.login(input, requestMeta(req), "browser");
      const next = safeNext(fields.next);
      if (needsSecondFactor(result)) return { redirect: "/login", flash: twoFactorStep(result.challenge, next) };
      return signedInTo(res, result, next);
    },
  });

  const signedInTo = (res: Response, signedIn: SignedIn, next: string) => {
    setSessionCookie(res, config, signedIn.token, signedIn.session);
    setDeviceCookie(res, config, signedIn.user.id);
    return { redirect: next };
  };

  // The second step of the login, after the password (or Google) of an account with two-factor on.
  const loginTwoFactor = htmlForm({
    name: TWO_FACTOR_LOGIN_FORM,
    schema: twoFactorLoginInput,
    hidden: ["challenge", "next"],
    async submit(input, { req, res, fields }) {
      return signedInTo(
        res,
        await auth.completeTwoFactorSignIn(input, requestMeta(req), "browser"),
        safeNext(fields.next),
      );
    },
  });

  const register = htmlForm({
    name: "register",
    schema: registerForm,
    echo: ["lastName", "firstName", "email"],
    fieldOf: registrationFieldOf,
    async submit({ confirmPassword: _confirm, ...payload }, { req, res }) {
      // A taken address gets the same redirect, without a session: its owner is mailed (registration.ts).
      const signedIn = await auth.registerInBrowser(payload, requestMeta(req));
      if (signedIn) {
        setSessionCookie(res, config, signedIn.token, signedIn.session);
        setDeviceCookie(res, config, signedIn.user.id);
      }
      return { redirect: "/verify-email" };
    },
  });

  const forgotPassword = htmlForm({
    name: "forgot-password",
    schema: forgotPasswordInput,
    echo: ["email"],
    async submit({ email }, { req }) {
      await auth.forgotPassword(email, requestMeta(req));
      return {
        redirect: "/forgot-password",
        flash: { form: "forgot-password", values: {}, errors: {}, result: { sentTo: email } },
      };
    },
  });

  const resetPassword = htmlForm({
    name: "reset-password",
    schema: resetPasswordForm,
    hidden: ["token"],
    async submit({ password }, { req, fields }) {
      await auth.resetPassword(linkToken(fields, authMessages.resetFailed), password, requestMeta(req));
      return {
        redirect: "/login",
        flash: {
          form: "login",
          values: {},
          errors: {},
          alert: { tone: "info", message: authMessages.passwordChanged },
        },
      };
    },
  });

  // The mail's link opens a page with a button, never a GET that verifies: see docs/0013 (mail scanners).
  const verifyEmail = htmlForm({
    name: "verify-email",
    schema: z.object({}),
    hidden: ["token"],
    async submit(_input, { req, fields }) {
      await auth.verifyEmail(linkToken(fields, authMessages.verifyLinkInvalid), requestMeta(req));
      return {
        redirect: "/congratulation",
        flash: { form: "verify-email", values: {}, errors: {}, result: { verified: "true" } },
      };
    },
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
      load: async (req) => {
        const token = queryText(req, "token");
        // The account's address, for password managers to update its saved entry (the form's hidden username).
        const username = token && tokenSchema.safeParse(token).success ? await auth.resetLinkEmail(token) : null;
        return prefill("reset-password", { token, username });
      },
      forms: [resetPassword],
    },
    {
      path: "/congratulation",
      load: async (req) => prefill("verify-email", { token: queryText(req, "token") }),
      forms: [verifyEmail, resendVerificationForm({ config, auth })],
    },
    { path: "/verify-email", forms: [resendVerificationForm({ config, auth })] },
    { path: "/send-email", forms: [resendVerificationForm({ config, auth })] },
  ];
}
