import { type Request, type Response, Router } from "express";
import type { FormState } from "../../../src/shared/form-state.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { setFlash } from "../../forms/form-flash.js";
import type { Config } from "../../platform/config/config.js";
import { baseOptions, hostCookieName, readCookie } from "../../platform/http/cookies.js";
import { refusalOf } from "../../platform/http/refusal.js";
import { requestMeta } from "../../platform/http/request-meta.js";
import type { Logger } from "../../platform/logging/logger.js";
import type { AuthService } from "../auth-service.js";
import { setDeviceCookie } from "../device-cookies.js";
import type { GoogleOidc, PendingGoogleSignIn } from "../google-oidc.js";
import { twoFactorStep } from "../pages/login-screen-flash.js";
import { resolveCaller } from "../resolve-caller.js";
import { setSessionCookie } from "../session-cookie.js";
import { needsSecondFactor } from "../two-factor-sign-in.js";
import { safeNext } from "./safe-next.js";

const PENDING_LIFETIME_MS = 10 * 60_000;
const CLIENT_PAGE = "/google-callback";
const ACCOUNT_PAGE = "/dashboard";

/**
 * Google sign-in: `/auth/google` sends the browser to the provider with state, nonce and PKCE kept in
 * a short-lived HttpOnly cookie; the callback checks them, sets the session cookie and sends the browser
 * to the client page, which asks `auth.me`. No token ever travels in a URL.
 */
export function googleRoutes(deps: {
  config: Config;
  auth: AuthService;
  google: GoogleOidc | undefined;
  logger: Logger;
}) {
  const { config, auth, google, logger } = deps;
  const routes = Router();
  const cookieName = hostCookieName(config, "google-sign-in");
  const cookieOptions = baseOptions(config);

  const fail = (res: Response, reason: string) => {
    logger.warn({ event: "auth.google.failed", reason }, "Google sign-in failed");
    res.redirect(302, `${CLIENT_PAGE}?error=google`);
  };

  /** Sends the browser to the provider, with what the callback will check kept in a short-lived cookie. */
  async function startFlow(
    res: Response,
    next: string,
    bound: Pick<PendingGoogleSignIn, "purpose" | "linkUserId"> = {},
  ) {
    if (!google) {
      res.status(503).json({ success: false, message: messages.accounts.googleUnavailable });
      return;
    }
    try {
      const started = await google.start(next, bound.purpose);
      const pending: PendingGoogleSignIn = {
        ...started.pending,
        ...(bound.linkUserId ? { linkUserId: bound.linkUserId } : {}),
      };
      res.cookie(cookieName, Buffer.from(JSON.stringify(pending)).toString("base64url"), {
        ...cookieOptions,
        maxAge: PENDING_LIFETIME_MS,
      });
      res.redirect(302, started.url);
    } catch (error) {
      fail(res, `provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The outcome of linking, said on the account page's sign-in methods panel. */
  function backToAccount(res: Response, alert: NonNullable<FormState["alert"]>) {
    setFlash(res, config, ACCOUNT_PAGE, { form: "sign-in-methods", values: {}, errors: {}, alert });
    res.redirect(302, ACCOUNT_PAGE);
  }

  routes.get("/google", (req: Request, res: Response) =>
    startFlow(
      res,
      safeNext(req.query.next),
      req.query.purpose === "reauthenticate" ? { purpose: "reauthenticate" } : {},
    ),
  );

  /**
   * Linking Google to the signed-in account (docs/0027): the same flow, its state bound to this user. The
   * callback links only if the same user is still signed in in that browser, so a pending cookie made in
   * one account (or forged) cannot attach an identity to another. Without a recent sign-in the account page
   * comes back asking to confirm who is there (its re-authentication card reads that message).
   */
  routes.get("/google/link", async (req: Request, res: Response) => {
    const caller = await resolveCaller(req, res, { config, auth });
    if (!caller) {
      res.redirect(302, `/login?next=${encodeURIComponent(ACCOUNT_PAGE)}`);
      return;
    }
    try {
      auth.startGoogleLink(caller);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      backToAccount(res, { tone: "error", message: refusal.message });
      return;
    }
    await startFlow(res, ACCOUNT_PAGE, { linkUserId: caller.user.id });
  });

  routes.get("/google/callback", async (req: Request, res: Response) => {
    res.clearCookie(cookieName, cookieOptions);
    const raw = readCookie(req, cookieName);
    if (!google || !raw) return fail(res, "no sign-in in progress");
    let pending: PendingGoogleSignIn;
    try {
      pending = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as PendingGoogleSignIn;
    } catch {
      return fail(res, "unreadable sign-in cookie");
    }
    if (pending.linkUserId !== undefined) return finishLink(req, res, pending);
    try {
      const identity = await google.finish(new URL(req.originalUrl, config.appUrl), pending);
      if (pending.purpose === "reauthenticate") {
        // Proves who the signed-in user is; never opens a session (a signed-out browser has nothing to prove).
        const caller = await resolveCaller(req, res, deps);
        if (!caller) return fail(res, "re-authentication without a session");
        await auth.reauthenticateWithGoogle(caller, identity);
        res.redirect(302, safeNext(pending.next));
        return;
      }
      const signedIn = await auth.signInWithGoogle(identity, requestMeta(req));
      const next = safeNext(pending.next);
      if (needsSecondFactor(signedIn)) {
        // The login screen's second step, with or without JavaScript (the challenge travels in the flash cookie).
        setFlash(res, config, "/login", twoFactorStep(signedIn.challenge, next));
        res.redirect(302, "/login");
        return;
      }
      setSessionCookie(res, config, signedIn.token, signedIn.session);
      setDeviceCookie(res, config, signedIn.user.id);
      res.redirect(302, next === "/dashboard" ? CLIENT_PAGE : `${CLIENT_PAGE}?next=${encodeURIComponent(next)}`);
    } catch (error) {
      fail(res, error instanceof Error ? error.message : String(error));
    }
  });

  async function finishLink(req: Request, res: Response, pending: PendingGoogleSignIn) {
    const failed = (reason: string, message: string = messages.identity.googleLinkFailed) => {
      logger.warn({ event: "auth.google.link-failed", reason }, "Google link failed");
      backToAccount(res, { tone: "error", message });
    };
    const caller = await resolveCaller(req, res, { config, auth });
    if (!google || !caller || caller.user.id !== pending.linkUserId) return failed("not the user who started it");
    try {
      const identity = await google.finish(new URL(req.originalUrl, config.appUrl), pending);
      await auth.linkGoogle(caller, identity);
      backToAccount(res, { tone: "success", message: messages.identity.googleLinked });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return failed(refusal.message, refusal.message);
      failed(error instanceof Error ? error.message : String(error));
    }
  }

  return routes;
}
