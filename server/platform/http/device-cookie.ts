import type { Request } from "express";
import { readCookie } from "./cookies.js";

/** The device cookie's name, `__Host-` prefixed in production (server/accounts/device-cookies.ts sets it). */
export const DEVICE_COOKIE = "device";

/**
 * The device cookie as sent, under either name: reading it needs no configuration (requestMeta has none),
 * and its MAC, not its name, is what makes it trusted.
 */
export function readDeviceCookie(req: Request): string | null {
  return readCookie(req, `__Host-${DEVICE_COOKIE}`) ?? readCookie(req, DEVICE_COOKIE);
}
