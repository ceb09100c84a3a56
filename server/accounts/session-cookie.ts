import type { Request, Response } from "express";
import type { Config } from "../platform/config/config.js";
import { baseOptions, hostCookieName, readBearerToken, readCookie } from "../platform/http/cookies.js";
import type { Session } from "./sessions.js";

/**
 * The browser's session cookie: HttpOnly, SameSite=Lax, Path=/; in production also Secure with
 * the `__Host-` prefix (the browser then refuses it from a subdomain or over plain http).
 * A persistent session ("remember me") gets a Max-Age; otherwise it ends with the browser.
 */
export function sessionCookieName(config: Config): string {
  return hostCookieName(config, "session");
}

export function setSessionCookie(res: Response, config: Config, token: string, session: Session): void {
  res.cookie(sessionCookieName(config), token, {
    ...baseOptions(config),
    ...(session.persistent ? { maxAge: Math.max(0, session.expiresAt - Date.now()) } : {}),
  });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(sessionCookieName(config), baseOptions(config));
}

/** A Bearer token wins over the cookie: API clients say explicitly who they are. */
export function readSessionToken(req: Request, config: Config): string | null {
  return readBearerToken(req) ?? readCookie(req, sessionCookieName(config));
}
