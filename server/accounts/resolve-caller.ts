import type { Request, Response } from "express";
import type { Config } from "../platform/config/config.js";
import type { Caller } from "./auth-context.js";
import type { AuthService } from "./auth-service.js";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "./session-cookie.js";

/** The request's session (Bearer token or cookie) and user, or null; refreshes or clears a stale cookie. */
export async function resolveCaller(
  req: Request,
  res: Response,
  deps: { config: Config; auth: AuthService },
): Promise<Caller | null> {
  const token = readSessionToken(req, deps.config);
  if (!token) return null;
  const usesCookie = !req.headers.authorization;
  const caller = await deps.auth.authenticate(token);
  if (!caller) {
    if (usesCookie) clearSessionCookie(res, deps.config);
    return null;
  }
  // A persistent session Lucia just extended needs its cookie's Max-Age moved too.
  if (usesCookie && caller.session.fresh && caller.session.persistent) {
    setSessionCookie(res, deps.config, token, caller.session);
  }
  return caller;
}
