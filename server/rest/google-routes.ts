import { type Request, type Response, Router } from "express";
import { authMessages } from "../../src/shared/auth-messages.js";
import { twoFactorStep } from "../account-pages/two-factor-step.js";
import type { AuthService } from "../auth/auth-service.js";
import type { GoogleOidc, PendingGoogleSignIn } from "../auth/google-oidc.js";
import { needsSecondFactor } from "../auth/two-factor-sign-in.js";
import type { Config } from "../config/config.js";
import { setFlash } from "../forms/form-flash.js";
import { requestMeta } from "../http/request-meta.js";
import { resolveCaller } from "../http/resolve-caller.js";
import { baseOptions, hostCookieName, readCookie, setSessionCookie } from "../http/session-cookie.js";
import type { Logger } from "../logging/logger.js";
import { safeNext } from "./safe-next.js";

const PENDING_LIFETIME_MS = 10 * 60_000;
const CLIENT_PAGE = "/google-callback";

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

  routes.get("/google", async (req: Request, res: Response) => {
    if (!google) {
      res.status(503).json({ success: false, message: authMessages.googleUnavailable });
      return;
    }
    try {
      const purpose = req.query.purpose === "reauthenticate" ? "reauthenticate" : undefined;
      const { url, pending } = await google.start(safeNext(req.query.next), purpose);
      res.cookie(cookieName, Buffer.from(JSON.stringify(pending)).toString("base64url"), {
        ...cookieOptions,
        maxAge: PENDING_LIFETIME_MS,
      });
      res.redirect(302, url);
    } catch (error) {
      fail(res, `provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
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
      res.redirect(302, next === "/dashboard" ? CLIENT_PAGE : `${CLIENT_PAGE}?next=${encodeURIComponent(next)}`);
    } catch (error) {
      fail(res, error instanceof Error ? error.message : String(error));
    }
  });

  return routes;
}
