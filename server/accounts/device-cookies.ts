import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Response } from "express";
import type { Config } from "../platform/config/config.js";
import { baseOptions, hostCookieName } from "../platform/http/cookies.js";
import { DEVICE_COOKIE } from "../platform/http/device-cookie.js";

/** As long as a known device is remembered (known-devices.ts): a year without signing in, and it is a stranger. */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60_000;

/**
 * HMAC keys, derived from the server's key ring with HKDF under their own label: a TOTP sealing key itself
 * never signs anything, and no second secret has to be deployed. The newest signs; every key of the ring
 * verifies, so rotating the ring (docs/0041-two-factor-key-ring.md) forgets no device until its key is dropped.
 */
function deviceKey(key: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), "novadis device cookie v1", 32));
}

const macWith = (key: Buffer, body: string) => createHmac("sha256", deviceKey(key)).update(body).digest("base64url");

function newestKey(config: Config): Buffer {
  const [newest] = config.twoFactorKeys;
  if (!newest) throw new Error("device cookies: the key ring is empty");
  return newest;
}

/**
 * OWASP's "device cookie": proof that this browser signed in to this account before. `userId.nonce.mac`;
 * the nonce names the device, so its failed logins are counted apart from the account's.
 */
export function issueDeviceToken(config: Config, userId: string): string {
  const body = `${userId}.${randomBytes(16).toString("base64url")}`;
  return `${body}.${macWith(newestKey(config), body)}`;
}

/** The device's id when the token is ours and names this user; null for anything else. */
export function trustedDeviceOf(config: Config, token: string | null | undefined, userId: string): string | null {
  const parts = token?.split(".");
  if (parts?.length !== 3) return null;
  const [owner = "", nonce = "", signature = ""] = parts;
  const given = Buffer.from(signature);
  const signed = config.twoFactorKeys.some((key) => {
    const expected = Buffer.from(macWith(key, `${owner}.${nonce}`));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return signed && owner === userId ? nonce : null;
}

/**
 * After every sign-in, whatever the door: this browser has signed in to this account, so a lockout caused by
 * strangers' guesses does not keep it out (server/accounts/sign-in.ts). Long-lived, HttpOnly, SameSite=Lax,
 * Secure and `__Host-` in production.
 */
export function setDeviceCookie(res: Response, config: Config, userId: string): void {
  res.cookie(hostCookieName(config, DEVICE_COOKIE), issueDeviceToken(config, userId), {
    ...baseOptions(config),
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
}
