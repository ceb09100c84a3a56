import type { Request, Response } from "express";
import { z } from "zod";
import {
  changePasswordForm,
  deleteAccountInput,
  reauthenticateInput,
  revokeSessionInput,
  updateProfileInput,
} from "../../../src/accounts/shared/auth-schemas.js";
import { changeEmailInput, setPasswordForm } from "../../../src/accounts/shared/identity-schemas.js";
import { loginPathFor } from "../../../src/accounts/shared/safe-next-path.js";
import { LANGUAGE_COOKIE } from "../../../src/app/shared/language-choice.js";
import { localeOfPath } from "../../../src/app/shared/locale-paths.js";
import { quoteOfMine } from "../../../src/quotes/shared/quote-schemas.js";
import { myRequestsInput } from "../../../src/requests/shared/request-schemas.js";
import type { FormState } from "../../../src/shared/form-state.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { searchOf } from "../../forms/form-pages.js";
import type { FormOutcome, FormPage } from "../../forms/html-form.js";
import { type ProcedureForm, procedureForms } from "../../forms/procedure-form.js";
import { readCookie } from "../../platform/http/cookies.js";
import { type ContextDependencies, makeContextFactory } from "../../trpc/context.js";
import { appRouter } from "../../trpc/root.js";
import { loginNotice } from "./login-screen-flash.js";
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
  const createContext = makeContextFactory(deps);
  const procedureForm = procedureForms(deps);
  /** A form of a signed-in user: without a session (expired meanwhile) the visitor goes to the login screen. */
  const accountForm = <Schema extends z.ZodType, Result>(form: Omit<ProcedureForm<Schema, Result>, "signedOut">) =>
    procedureForm({ ...form, signedOut: loginPathFor(PATH) });

  return {
    path: PATH,
    async load(req: Request, res: Response) {
      const ctx = await createContext({ req, res });
      if (!ctx.caller) return { redirect: loginPathFor(PATH) };
      // The account's screens in the account's language, unless this browser chose one with the language button
      // (docs/0068, "Account screens"): a French mail's link opens an English account's page in English.
      const language = ctx.caller.user.locale;
      if (!readCookie(req, LANGUAGE_COOKIE) && language !== localeOfPath(req.path)) {
        return { redirect: `${PATH}${searchOf(req)}`, locale: language };
      }
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
        call: (trpc) => trpc.auth.logout(),
        onSuccess: () => ({ redirect: "/login" }),
      }),
      accountForm({
        name: "profile",
        schema: updateProfileInput,
        echo: ["firstName", "lastName"],
        call: (trpc, input) => trpc.account.updateProfile(input),
        onSuccess: () => done("profile", messages.accounts.profileUpdated),
      }),
      accountForm({
        name: "change-password",
        schema: changePasswordForm,
        call: (trpc, { currentPassword, newPassword }) => trpc.account.changePassword({ currentPassword, newPassword }),
        onSuccess: () => done("change-password", messages.accounts.passwordChangedHere),
      }),
      accountForm({
        name: "revoke-session",
        schema: revokeSessionInput,
        hidden: ["sessionId"],
        call: (trpc, input) => trpc.account.revokeSession(input),
        onSuccess: ({ signedOut }) =>
          signedOut ? { redirect: "/login" } : done("sessions", messages.accounts.sessionRevoked),
      }),
      accountForm({
        name: "revoke-other-sessions",
        schema: z.object({}),
        call: (trpc) => trpc.account.revokeOtherSessions(),
        onSuccess: ({ revoked }) => done("sessions", messages.accounts.otherSessionsRevoked(revoked)),
      }),
      accountForm({
        name: "delete-account",
        schema: deleteAccountInput,
        echo: ["confirmEmail"],
        call: (trpc, input) => trpc.account.deleteAccount(input),
        onSuccess: () => loginNotice(messages.accounts.accountDeleted),
      }),
      accountForm({
        name: "reauthenticate",
        schema: reauthenticateInput,
        call: (trpc, input) => trpc.auth.reauthenticate(input),
        onSuccess: () => done("reauthenticate", messages.accounts.reauthenticated),
      }),
      accountForm({
        name: "client-key",
        schema: z.object({}),
        call: (trpc) => trpc.account.regenerateClientKey(),
        onSuccess: () => done("client-key", messages.accounts.clientKeyRegenerated),
      }),
      accountForm({
        name: "change-email",
        schema: changeEmailInput,
        echo: ["newEmail"],
        call: (trpc, input) => trpc.identity.requestEmailChange(input),
        onSuccess: ({ sentTo }) => done("change-email", messages.identity.emailChangeSent(sentTo)),
      }),
      accountForm({
        name: "unlink-google",
        schema: z.object({}),
        call: (trpc) => trpc.identity.unlinkGoogle(),
        onSuccess: () => done("sign-in-methods", messages.identity.googleUnlinked),
      }),
      accountForm({
        name: "set-password",
        schema: setPasswordForm,
        call: (trpc, { newPassword }) => trpc.identity.setPassword({ newPassword }),
        onSuccess: () => done("sign-in-methods", messages.identity.passwordSet),
      }),
      // "Mes devis" without JavaScript: the dashboard's buttons quotes.accept and quotes.reissue.
      accountForm({
        name: "quote-accept-owner",
        schema: quoteOfMine,
        hidden: ["reference"],
        call: (trpc, input) => trpc.quotes.accept(input),
        onSuccess: ({ reference }) => done("quotes", messages.quotes.acceptedByOwner(reference)),
      }),
      accountForm({
        name: "quote-reissue-owner",
        schema: quoteOfMine,
        hidden: ["reference"],
        call: (trpc, input) => trpc.quotes.reissue(input),
        onSuccess: (issued) => done("quotes", messages.quotes.reissued(issued.reference)),
      }),
      resendVerificationForm(deps),
    ],
  };
}
