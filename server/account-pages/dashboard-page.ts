import type { Request, Response } from "express";
import { z } from "zod";
import { loginPathFor } from "../../src/account/safe-next-path.js";
import * as authMessages from "../../src/shared/auth-messages.js";
import {
  changePasswordForm,
  deleteAccountInput,
  reauthenticateInput,
  revokeSessionInput,
  updateProfileInput,
} from "../../src/shared/auth-schemas.js";
import type { FormState } from "../../src/shared/form-state.js";
import * as identityMessages from "../../src/shared/identity-messages.js";
import { changeEmailInput, setPasswordForm } from "../../src/shared/identity-schemas.js";
import * as quoteMessages from "../../src/shared/quote-messages.js";
import { quoteOfMine } from "../../src/shared/quote-schemas.js";
import { myRequestsInput } from "../../src/shared/request-schemas.js";
import type { Caller } from "../auth/auth-context.js";
import { type FormOutcome, type FormPage, type FormRequest, type HtmlForm, htmlForm } from "../forms/html-form.js";
import { requestMeta } from "../http/request-meta.js";
import { resolveCaller } from "../http/resolve-caller.js";
import { clearSessionCookie } from "../http/session-cookie.js";
import { type ContextDependencies, makeContextFactory } from "../trpc/context.js";
import { appRouter } from "../trpc/root.js";
import { resendVerificationForm } from "./resend-verification-form.js";

const PATH = "/dashboard";

const done = (form: string, message: string, path = PATH): FormOutcome => ({
  redirect: path,
  flash: { form, values: {}, errors: {}, alert: { tone: "success", message } } satisfies FormState,
});

/**
 * The account page rendered on the server for the signed-in user (a visitor is sent to the login
 * screen at once), with its forms working without JavaScript. The page's queries are answered by the
 * same tRPC procedures the browser would call, and travel with the page (page-data.tsx).
 */
export function dashboardPage(deps: ContextDependencies): FormPage {
  const { config, auth } = deps;
  const createContext = makeContextFactory(deps);
  const toLogin: FormOutcome = { redirect: loginPathFor(PATH) };

  /** A form of a signed-in user: without a session (expired meanwhile) the visitor goes to the login screen. */
  function accountForm<Schema extends z.ZodType>(
    form: Omit<HtmlForm<Schema>, "submit"> & {
      submit(input: z.output<Schema>, caller: Caller, request: FormRequest): Promise<FormOutcome>;
    },
  ) {
    return htmlForm({
      ...form,
      async submit(input: z.output<Schema>, request: FormRequest) {
        const caller = await resolveCaller(request.req, request.res, deps);
        return caller ? form.submit(input, caller, request) : toLogin;
      },
    });
  }

  const signOut = (res: Response) => clearSessionCookie(res, config);

  return {
    path: PATH,
    async load(req: Request, res: Response) {
      const ctx = await createContext({ req, res });
      if (!ctx.caller) return { redirect: loginPathFor(PATH) };
      const trpc = appRouter.createCaller(ctx);
      // "Mes demandes" without JavaScript: "Voir plus" is a link to the older page (`?demandes=<cursor>`).
      const older = myRequestsInput.safeParse({ cursor: req.query.demandes });
      const mine = older.success && older.data.cursor ? { cursor: older.data.cursor } : undefined;
      return {
        data: {
          queries: [
            { path: "auth.me", data: await trpc.auth.me() },
            { path: "account.sessions", data: await trpc.account.sessions() },
            { path: "requests.mine", ...(mine ? { input: mine } : {}), data: await trpc.requests.mine(mine) },
            { path: "account.clientKey", data: await trpc.account.clientKey() },
            { path: "quotes.mine", data: await trpc.quotes.mine() },
            { path: "identity.pendingEmailChange", data: await trpc.identity.pendingEmailChange() },
            { path: "identity.signInMethods", data: await trpc.identity.signInMethods() },
            { path: "identity.passkeys", data: await trpc.identity.passkeys() },
            // What the re-authentication form offers (password, Google), rendered without JavaScript too.
            { path: "auth.reauthenticationMethods", data: await trpc.auth.reauthenticationMethods() },
          ],
        },
      };
    },
    forms: [
      accountForm({
        name: "logout",
        schema: z.object({}),
        async submit(_input, caller, { res }) {
          await auth.logout(caller.session.id, null);
          signOut(res);
          return { redirect: "/login" };
        },
      }),
      accountForm({
        name: "profile",
        schema: updateProfileInput,
        echo: ["firstName", "lastName"],
        async submit(input, caller) {
          await auth.updateProfile(caller, input);
          return done("profile", authMessages.profileUpdated);
        },
      }),
      accountForm({
        name: "change-password",
        schema: changePasswordForm,
        async submit({ currentPassword, newPassword }, caller) {
          await auth.changePassword(caller, { currentPassword, newPassword });
          return done("change-password", authMessages.passwordChangedHere);
        },
      }),
      accountForm({
        name: "revoke-session",
        schema: revokeSessionInput,
        hidden: ["sessionId"],
        async submit({ sessionId }, caller, { res }) {
          await auth.revokeSession(caller, sessionId);
          if (sessionId !== caller.session.id) return done("sessions", authMessages.sessionRevoked);
          signOut(res);
          return { redirect: "/login" };
        },
      }),
      accountForm({
        name: "revoke-other-sessions",
        schema: z.object({}),
        async submit(_input, caller) {
          return done("sessions", authMessages.otherSessionsRevoked(await auth.revokeOtherSessions(caller)));
        },
      }),
      accountForm({
        name: "delete-account",
        schema: deleteAccountInput,
        echo: ["confirmEmail"],
        async submit({ confirmEmail }, caller, { res }) {
          await auth.deleteAccount(caller, confirmEmail);
          signOut(res);
          return {
            redirect: "/login",
            flash: {
              form: "login",
              values: {},
              errors: {},
              alert: { tone: "info", message: authMessages.accountDeleted },
            },
          };
        },
      }),
      accountForm({
        name: "reauthenticate",
        schema: reauthenticateInput,
        async submit({ password }, caller, { req }) {
          await auth.reauthenticate(caller, password, requestMeta(req));
          return done("reauthenticate", authMessages.reauthenticated);
        },
      }),
      accountForm({
        name: "client-key",
        schema: z.object({}),
        async submit(_input, caller) {
          await auth.regenerateClientKey(caller);
          return done("client-key", authMessages.clientKeyRegenerated);
        },
      }),
      accountForm({
        name: "change-email",
        schema: changeEmailInput,
        echo: ["newEmail"],
        async submit({ newEmail }, caller, { req }) {
          const sentTo = await auth.requestEmailChange(caller, newEmail, requestMeta(req));
          return done("change-email", identityMessages.emailChangeSent(sentTo));
        },
      }),
      accountForm({
        name: "unlink-google",
        schema: z.object({}),
        async submit(_input, caller) {
          await auth.unlinkGoogle(caller);
          return done("sign-in-methods", identityMessages.googleUnlinked);
        },
      }),
      accountForm({
        name: "set-password",
        schema: setPasswordForm,
        async submit({ newPassword }, caller) {
          await auth.setPassword(caller, newPassword);
          return done("sign-in-methods", identityMessages.passwordSet);
        },
      }),
      // "Mes devis" without JavaScript: the same service calls as quotes.accept and quotes.reissue.
      accountForm({
        name: "quote-accept-owner",
        schema: quoteOfMine,
        hidden: ["reference"],
        async submit({ reference }, caller, { req }) {
          const { id, email } = caller.user;
          await deps.quotes.acceptAsOwner(reference, { id, email }, requestMeta(req));
          return done("quotes", quoteMessages.acceptedByOwner(reference));
        },
      }),
      accountForm({
        name: "quote-reissue-owner",
        schema: quoteOfMine,
        hidden: ["reference"],
        async submit({ reference }, caller, { req }) {
          const issued = await deps.quotes.reissueAsOwner(reference, caller.user.id, requestMeta(req));
          return done("quotes", quoteMessages.reissued(issued.reference));
        },
      }),
      resendVerificationForm(deps),
    ],
  };
}
