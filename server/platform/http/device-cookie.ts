import type { Request, Response } from "express";
import { DEVICE_COOKIE_MAX_AGE_MS, issueDeviceToken } from "../../accounts/device-cookies.js";
import type { Config } from "../config/config.js";
import { baseOptions, hostCookieName, readCookie } from "./session-cookie.js";

const NAME = "device";

/**
 * After every sign-in, whatever the door: this browser has signed in to this account, so a lockout caused by
 * strangers' guesses does not keep it out (server/accounts/sign-in.ts). Long-lived, HttpOnly, SameSite=Lax,
 * Secure and `__Host-` in production.
 */
export function setDeviceCookie(res: Response, config: Config, userId: string): void {
  res.cookie(hostCookieName(config, NAME), issueDeviceToken(config, userId), {
    ...baseOptions(config),
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
}

/**
 * The device cookie as sent, under either name: reading it needs no configuration (requestMeta has none),
 * and its MAC, not its name, is what makes it trusted.
 */
export function readDeviceCookie(req: Request): string | null {
  return readCookie(req, `__Host-${NAME}`) ?? readCookie(req, NAME);
}
