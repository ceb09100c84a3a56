import { parseCookie } from "cookie";
import type { Request, Response } from "express";
import type { Session } from "../../accounts/sessions.js";
import type { Config } from "../config/config.js";

/**
 * The browser's session cookie: HttpOnly, SameSite=Lax, Path=/; in production also Secure with
 * the `__Host-` prefix (the browser then refuses it from a subdomain or over plain http).
 * A persistent session ("remember me") gets a Max-Age; otherwise it ends with the browser.
 */
export function sessionCookieName(config: Config): string {
  return hostCookieName(config, "session");
}

/** Our cookies' names: `__Host-` prefixed where they are Secure (production). */
export function hostCookieName(config: Config, name: string): string {
  return config.isProduction ? `__Host-${name}` : name;
}

/** The attributes every cookie of ours shares (the `__Host-` prefix requires Secure and Path=/). */
export function baseOptions(config: Config) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: config.isProduction };
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

/** A value that is not valid percent-encoding is no cookie of ours (the `cookie` package would keep it raw). */
function decodeStrictly(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The first cookie of that name the browser sent, decoded: Express's own `cookie` package parses the header. */
export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  return header ? (parseCookie(header, { decode: decodeStrictly })[name] ?? null) : null;
}

export function readBearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/** A Bearer token wins over the cookie: API clients say explicitly who they are. */
export function readSessionToken(req: Request, config: Config): string | null {
  return readBearerToken(req) ?? readCookie(req, sessionCookieName(config));
}
