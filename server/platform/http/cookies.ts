import { parseCookie } from "cookie";
import type { Request } from "express";
import type { Config } from "../config/config.js";

/** Our cookies' names: `__Host-` prefixed where they are Secure (production). */
export function hostCookieName(config: Config, name: string): string {
  return config.isProduction ? `__Host-${name}` : name;
}

/** The attributes every cookie of ours shares (the `__Host-` prefix requires Secure and Path=/). */
export function baseOptions(config: Config) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: config.isProduction };
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
