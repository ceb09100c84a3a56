import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchIndex } from "../../src/search/shared/search-engine.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { RECENT_AUTHENTICATION_MS } from "../accounts/recent-authentication.js";
import { authRoutes } from "../accounts/rest/auth-routes.js";
import { googleRoutes } from "../accounts/rest/google-routes.js";
import { siteFormPages } from "../forms/site-form-pages.js";
import { quoteRoutes } from "../quotes/quote-routes.js";
import { requestRoutes } from "../requests/request-routes.js";
import { searchMissReports } from "../search/search-miss-reports.js";
import { searchMisses } from "../search/search-misses.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../testing/auth-testbed.js";
import { readPage } from "../testing/html-page.js";
import { postJson, type TestBrowser, type TrpcResult } from "../testing/http-client.js";
import { type OidcProvider, startOidcProvider } from "../testing/oidc-provider.js";
import { sourcePages } from "../testing/source-pages.js";
import { appRouter } from "./root.js";

/**
 * Every sensitive action at every door it has: tRPC with the browser's cookie, tRPC with an API client's bearer
 * token (the credential the REST shim hands out), the account page's forms without JavaScript, and the Google
 * routes. At each: a session whose sign-in is more than 10 minutes old is refused with the re-authentication
 * message, and a revoked session is refused with its refresh token. The gates live in the services
 * (recent-authentication.ts, session-endings.ts); this table proves no door goes around them.
 *
 * The table is complete by construction, as the back-office authorisation table is: the first tests list
 * every tRPC procedure, every form the server handles and every REST and Google route, and fail when one is
 * neither a door of a sensitive action below nor in `notSensitive` with its reason.
 */

const NEW_PASSWORD = "An0therSecret";
const TARGET = "target@example.fr";
const CODE = { code: "123456" };
const registration = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "AAAA", attestationObject: "AAAA" },
};

interface SensitiveAction {
  /** The tRPC procedure, and its input for the signed-in account's address. */
  trpc?: { path: string; input?: (email: string) => unknown };
  /** The account page's form without JavaScript (posted to /dashboard). */
  form?: { name: string; fields: (email: string) => Record<string, string> };
  /** The Google routes: linking starts at GET /auth/google/link. */
  google?: true;
  /** Acted by an admin on another account. */
  admin?: true;
}

const sensitive: Record<string, SensitiveAction> = {
  "change the password": {
    trpc: {
      path: "account.changePassword",
      input: () => ({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
    },
    form: {
      name: "change-password",
      fields: () => ({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    },
  },
  "set a password": {
    trpc: { path: "identity.setPassword", input: () => ({ newPassword: NEW_PASSWORD }) },
    form: { name: "set-password", fields: () => ({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }) },
  },
  "change the e-mail address": {
    trpc: { path: "identity.requestEmailChange", input: () => ({ newEmail: "elsewhere@example.fr" }) },
    form: { name: "change-email", fields: () => ({ newEmail: "elsewhere@example.fr" }) },
  },
  "export the account's data": { trpc: { path: "account.exportData" } },
  "replace the client key": {
    trpc: { path: "account.regenerateClientKey" },
    form: { name: "client-key", fields: () => ({}) },
  },
  "delete the account": {
    trpc: { path: "account.deleteAccount", input: (email) => ({ confirmEmail: email }) },
    form: { name: "delete-account", fields: (email) => ({ confirmEmail: email }) },
  },
  "link Google": { google: true },
  "unlink Google": {
    trpc: { path: "identity.unlinkGoogle" },
    form: { name: "unlink-google", fields: () => ({}) },
  },
  "ask to add a passkey": { trpc: { path: "identity.passkeyRegistrationOptions" } },
  "add a passkey": { trpc: { path: "identity.addPasskey", input: () => ({ name: "Clé", response: registration }) } },
  "remove a passkey": { trpc: { path: "identity.removePasskey", input: () => ({ id: "AAAA" }) } },
  "rename a passkey": { trpc: { path: "identity.renamePasskey", input: () => ({ id: "AAAA", name: "Clé" }) } },
  "start two-factor": { trpc: { path: "twoFactor.start" } },
  "turn two-factor on": { trpc: { path: "twoFactor.confirm", input: () => CODE } },
  "renew the recovery codes": { trpc: { path: "twoFactor.renewRecoveryCodes", input: () => CODE } },
  "turn two-factor off": { trpc: { path: "twoFactor.disable", input: () => CODE } },
  "change an account's role": {
    admin: true,
    trpc: { path: "admin.setRole", input: () => ({ email: TARGET, role: "admin" }) },
  },
  "disable an account": { admin: true, trpc: { path: "admin.disable", input: () => ({ email: TARGET }) } },
  "enable an account": { admin: true, trpc: { path: "admin.enable", input: () => ({ email: TARGET }) } },
};

const READS = "reads the caller's own data or public data, changes nothing";
const SIGN_IN = "signs in or proves who the user is: it is what makes a session recent";
const LINK = "holds a mailed single-use link: the link is the proof";
const ENDS = "ends access, never grants it: the owner must be able to do it at once";
const VISITOR = "a visitor's request, application, booking or quote: no account is changed";
const TEAM = "the team's work on requests and quotes, staff-only (back-office authorisation table)";

/** Everything else, each with why it needs no recent sign-in. */
const notSensitive = {
  procedures: {
    "site.features": READS,
    "auth.me": READS,
    "auth.register": SIGN_IN,
    "auth.login": SIGN_IN,
    "auth.loginTwoFactor": SIGN_IN,
    "auth.passkeyOptions": SIGN_IN,
    "auth.loginPasskey": SIGN_IN,
    "auth.logout": ENDS,
    "auth.refreshToken": "rotates an API client's tokens; the re-authentication clock runs on (sign-in.ts)",
    "auth.verifyEmail": LINK,
    "auth.resendVerification": "mails the account's own address its verification link again",
    "auth.forgotPassword": "mails a reset link to the address given, whoever asks",
    "auth.reauthenticationMethods": READS,
    "auth.reauthenticate": SIGN_IN,
    "auth.reauthenticateWithPasskey": SIGN_IN,
    "auth.resetPassword": LINK,
    "auth.resetLinkEmail": LINK,
    "account.updateProfile": "first and last name only: no way in, nothing secret",
    "account.sessions": READS,
    "account.revokeSession": ENDS,
    "account.revokeOtherSessions": ENDS,
    "account.clientKey": "shown on the dashboard at every visit; replacing it is the sensitive part",
    "identity.pendingEmailChange": READS,
    "identity.emailChangeLink": LINK,
    "identity.confirmEmailChange": LINK,
    "identity.emailChangeCancellation": LINK,
    "identity.cancelEmailChange": LINK,
    "identity.signInMethods": READS,
    "identity.passkeys": READS,
    "requests.submit": VISITOR,
    "applications.submit": VISITOR,
    "requests.mine": READS,
    "booking.slots": READS,
    "booking.book": VISITOR,
    "booking.cancellation": LINK,
    "booking.cancel": LINK,
    "admin.inbox": TEAM,
    "admin.request": TEAM,
    "admin.team": TEAM,
    "admin.newCount": TEAM,
    "admin.searchMisses": TEAM,
    "admin.setStatus": TEAM,
    "admin.assign": TEAM,
    "admin.addNote": TEAM,
    "admin.reply": TEAM,
    "admin.calendar": TEAM,
    "admin.cancelCall": TEAM,
    "admin.quotes": TEAM,
    "admin.users": "lists accounts (admins only): no secret, nothing changed",
    "admin.sendPasswordReset": "mails the account's own address, never the admin's: it cannot hand an account over",
    "admin.auditLog": TEAM,
    "quotes.issue": VISITOR,
    "quotes.mine": READS,
    "quotes.pdf": READS,
    "quotes.acceptance": LINK,
    "quotes.acceptByLink": LINK,
    "quotes.reissueByLink": LINK,
    "search.reportMiss": "counts the words of a search that found nothing: no account, nothing personal stored",
    "quotes.accept": "the client's own quote, the same as its mailed link does",
    "quotes.acceptAsOwner": "the client's own quote, the same as its mailed link does",
    "quotes.reissue": "the client's own quote, the same as its mailed link does",
    "basket.mine": READS,
    "basket.merge": "the visitor's basket of services: no account data",
    "basket.replace": "the visitor's basket of services: no account data",
    "twoFactor.status": READS,
  } as Record<string, string>,
  forms: {
    login: SIGN_IN,
    "login-2fa": SIGN_IN,
    register: SIGN_IN,
    "forgot-password": "mails a reset link to the address given, whoever asks",
    "reset-password": LINK,
    "verify-email": LINK,
    logout: ENDS,
    profile: "first and last name only: no way in, nothing secret",
    "revoke-session": ENDS,
    "revoke-other-sessions": ENDS,
    reauthenticate: SIGN_IN,
    "quote-accept-owner": "the client's own quote, the same as its mailed link does",
    "quote-reissue-owner": "the client's own quote, the same as its mailed link does",
    "resend-verification": "mails the account's own address its verification link again",
    "email-change": LINK,
    "email-change-cancel": LINK,
    application: VISITOR,
    booking: VISITOR,
    "booking-cancel": LINK,
    contact: VISITOR,
    support: VISITOR,
    priority: VISITOR,
    "quote-accept": LINK,
    "quote-reissue": LINK,
  } as Record<string, string>,
  routes: {
    "POST /auth/register": SIGN_IN,
    "POST /auth/login": SIGN_IN,
    "POST /auth/login/2fa": SIGN_IN,
    "POST /auth/refresh-token": "rotates an API client's tokens; the re-authentication clock runs on (sign-in.ts)",
    "GET /auth/user": READS,
    "POST /auth/logout": ENDS,
    "POST /auth/forgot-password": "mails a reset link to the address given, whoever asks",
    "POST /auth/reset-password": LINK,
    "POST /auth/verify-email": LINK,
    "GET /auth/google": SIGN_IN,
    "GET /auth/google/callback": "finishes what its start chose: a sign-in, or the link of 'link Google' above",
    "POST /api/requests": VISITOR,
    "POST /api/search-misses": "counts the words of a search that found nothing: no account, nothing personal stored",
    "GET /api/booking-slots": READS,
    "POST /api/bookings": VISITOR,
    "GET /api/bookings/cancellation": LINK,
    "POST /api/bookings/cancellation": LINK,
    "POST /api/applications": VISITOR,
    "POST /api/quotes": VISITOR,
    "GET /api/quotes/:reference/pdf": READS,
    "GET /api/quotes": READS,
    "GET /api/quotes/acceptance": LINK,
    "POST /api/quotes/acceptance": LINK,
    "POST /api/quotes/:reference/acceptance": "the client's own quote, the same as its mailed link does",
  } as Record<string, string>,
};

/** The routes of an Express router, as "METHOD /mount/path". */
function routesOf(mount: string, router: Router): string[] {
  return router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods).map(
          (method) => `${method.toUpperCase()} ${mount}${layer.route?.path}`,
        )
      : [],
  );
}

const allProcedures = Object.keys(appRouter._def.procedures);
const procedureType = (path: string) =>
  (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]?._def.type;

const doorsOf = (action: SensitiveAction) => [
  ...(action.trpc ? (["trpc", "api"] as const) : []),
  ...(action.form ? (["form"] as const) : []),
  ...(action.google ? (["google"] as const) : []),
];
const rows = Object.entries(sensitive).flatMap(([name, action]) =>
  doorsOf(action).map((door) => ({ name, door, action })),
);

describe("sensitive actions at every door", () => {
  let clock = Date.now();
  let provider: OidcProvider;
  let bed: AuthTestbed;
  let accounts = 0;

  beforeAll(async () => {
    provider = await startOidcProvider();
    bed = await startAuthTestbed({ pages: sourcePages(), env: provider.env, services: { now: () => clock } });
    await bed.register(TARGET);
  });
  afterAll(async () => {
    await bed.close();
    await provider.close();
  });

  const login = (email: string) => postJson(bed.server.url, "/auth/login", { email, password: TEST_PASSWORD });

  /** A new account signed in now in a browser; an admin when the action is an admin's. */
  async function newAccount(action: SensitiveAction) {
    accounts += 1;
    const email = `door-${accounts}@example.fr`;
    const browser = await bed.register(email);
    if (action.admin) {
      await bed.server.database.db.updateTable("user").set({ role: "admin" }).where("email", "=", email).execute();
    }
    return { email, browser };
  }

  /** A browser signed in with an API client's bearer token; the refresh token comes with it. */
  async function apiClient(email: string) {
    const { body } = await login(email);
    return {
      browser: bed.browser({ authorization: `Bearer ${body.token}` }),
      refreshToken: body.refreshToken as string,
    };
  }

  function callProcedure(browser: TestBrowser, action: SensitiveAction, email: string): Promise<TrpcResult> {
    const path = action.trpc?.path ?? "";
    const input = action.trpc?.input?.(email);
    return procedureType(path) === "query" ? browser.query(path, input) : browser.mutation(path, input);
  }

  const postForm = (browser: TestBrowser, action: SensitiveAction, email: string) =>
    browser.postForm("/dashboard", { _form: action.form?.name ?? "", ...action.form?.fields(email) });

  /** GET /auth/google/link, then the provider, then our callback, as the browser follows them. */
  async function linkGoogle(browser: TestBrowser, email: string) {
    provider.setUser({ sub: `google-${email}`, email, email_verified: true, given_name: "Ana" });
    const start = await browser.request("/auth/google/link");
    const location = start.headers.get("location") ?? "";
    if (!location.startsWith("http")) return start;
    const fromProvider = await fetch(location, { redirect: "manual" });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    return browser.request(callback.pathname + callback.search);
  }

  const linkedGoogle = async (email: string) =>
    bed.server.database.db
      .selectFrom("oauthAccount")
      .innerJoin("user", "user.id", "oauthAccount.userId")
      .select("oauthAccount.subject")
      .where("user.email", "=", email)
      .executeTakeFirst();

  it("every tRPC procedure is a sensitive action's door or not sensitive for a reason, and no rule names one that is gone", () => {
    const doors = Object.values(sensitive).flatMap((action) => (action.trpc ? [action.trpc.path] : []));
    expect(doors.filter((path) => path in notSensitive.procedures)).toEqual([]);
    expect([...doors, ...Object.keys(notSensitive.procedures)].sort()).toEqual([...allProcedures].sort());
  });

  /** The procedures' dependencies as the app builds them (server/app.ts), over this test's server. */
  const procedureDepsOf = () => ({
    ...bed.server.services,
    config: bed.server.config,
    db: bed.server.database.db,
    search: {
      indexes: { fr: createSearchIndex([]), en: createSearchIndex([], "en") },
      misses: searchMisses(bed.server.database.db),
      limits: bed.server.services.searchLimits,
    },
  });

  it("every form the server handles without JavaScript is a sensitive action's door or not sensitive for a reason", () => {
    const pages = siteFormPages(procedureDepsOf());
    const forms = [...new Set(pages.flatMap((page) => page.forms.map((form) => form.name)))];
    const doors = Object.values(sensitive).flatMap((action) => (action.form ? [action.form.name] : []));
    expect(doors.filter((name) => name in notSensitive.forms)).toEqual([]);
    expect([...doors, ...Object.keys(notSensitive.forms)].sort()).toEqual(forms.sort());
  });

  it("every REST and Google route is a sensitive action's door or not sensitive for a reason", () => {
    const { config, services } = bed.server;
    const { auth, google } = services;
    const procedureDeps = procedureDepsOf();
    const logger = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof googleRoutes>[0]["logger"];
    const routes = [
      ...routesOf("/auth", authRoutes(procedureDeps)),
      ...routesOf("/auth", googleRoutes({ config, auth, google, logger })),
      ...routesOf("/api", requestRoutes(procedureDeps)),
      ...routesOf("/api", quoteRoutes(procedureDeps)),
      ...routesOf("/api", searchMissReports(procedureDeps)),
    ];
    const doors = Object.values(sensitive).some((action) => action.google) ? ["GET /auth/google/link"] : [];
    expect(doors.filter((route) => route in notSensitive.routes)).toEqual([]);
    expect([...doors, ...Object.keys(notSensitive.routes)].sort()).toEqual(routes.sort());
  });

  it.each(rows)("$name, by $door: refused when the sign-in is more than 10 minutes old", async ({ door, action }) => {
    const { email, browser } = await newAccount(action);
    const api = door === "api" ? await apiClient(email) : null;
    clock += RECENT_AUTHENTICATION_MS + 60_000;
    if (door === "trpc" || door === "api") {
      const refused = await callProcedure(api?.browser ?? browser, action, email);
      expect([refused.status, refused.error?.data.code, refused.error?.message]).toEqual([
        412,
        "PRECONDITION_FAILED",
        messages.accounts.reauthenticationRequired,
      ]);
    } else if (door === "form") {
      const refused = await postForm(browser, action, email);
      expect(refused.status).toBe(403);
      expect(readPage(await refused.text()).alerts).toContain(messages.accounts.reauthenticationRequired);
    } else {
      const done = await linkGoogle(browser, email);
      expect(done.headers.get("location")).toBe("/dashboard");
      expect(await linkedGoogle(email)).toBeUndefined();
      const page = readPage(await (await browser.request("/dashboard")).text());
      expect(page.alerts).toContain(messages.accounts.reauthenticationRequired);
    }
  });

  it.each(rows)(
    "$name, by $door: refused to a revoked session, and its refresh token refused",
    async ({ door, action }) => {
      const { email, browser: owner } = await newAccount(action);
      // The session that will be revoked: a browser's, or an API client's with its refresh token.
      const client = await apiClient(email);
      const revoked =
        door === "api"
          ? client.browser
          : await (async () => {
              const other = bed.browser();
              await other.mutation("auth.login", { email, password: TEST_PASSWORD, rememberMe: false });
              return other;
            })();
      expect((await owner.mutation("account.revokeOtherSessions")).status).toBe(200);

      if (door === "trpc" || door === "api") {
        const refused = await callProcedure(revoked, action, email);
        expect([refused.status, refused.error?.data.code]).toEqual([401, "UNAUTHORIZED"]);
      } else if (door === "form") {
        const refused = await postForm(revoked, action, email);
        expect([refused.status, refused.headers.get("location")]).toEqual([303, "/login?next=%2Fdashboard"]);
      } else {
        const refused = await linkGoogle(revoked, email);
        expect(refused.headers.get("location")).toMatch(/^\/login\?/);
        expect(await linkedGoogle(email)).toBeUndefined();
      }
      expect(
        (await postJson(bed.server.url, "/auth/refresh-token", { refreshToken: client.refreshToken })).status,
      ).toBe(401);
    },
  );
});

describe("the login rate limit at every door", () => {
  let bed: AuthTestbed;
  const LIMIT = 3;

  beforeAll(async () => {
    bed = await startAuthTestbed({
      pages: sourcePages(),
      env: { RATE_LIMIT_FACTOR: "1" },
      services: { rateRules: { loginPerIp: { limit: LIMIT, windowMs: 60_000 } } },
    });
  });
  afterAll(() => bed.close());

  const attempt = {
    rest: async (email: string) =>
      (await postJson(bed.server.url, "/auth/login", { email, password: "wrong-password" })).status,
    trpc: async (email: string) =>
      (await bed.browser().mutation("auth.login", { email, password: "wrong-password", rememberMe: false })).status,
    form: async (email: string) =>
      (await bed.browser().postForm("/login", { _form: "login", email, password: "wrong-password" })).status,
  };

  it("counts attempts across REST, tRPC and the form: one limit, not one per door", async () => {
    // One attempt at each door uses the one limit up (each from another address: the per-address delays stay out).
    expect([
      await attempt.rest("rest@example.fr"),
      await attempt.trpc("trpc@example.fr"),
      await attempt.form("form@example.fr"),
    ]).toEqual([401, 401, 401]);
  });

  it.each(Object.keys(attempt) as (keyof typeof attempt)[])(
    "%s: refused once the attempts at the other doors have used the limit up",
    async (door) => {
      expect(await attempt[door](`${door}-after@example.fr`)).toBe(429);
    },
  );
});
