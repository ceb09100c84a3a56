import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../config/config.js";

/** As long as a known device is remembered (known-devices.ts): a year without signing in, and it is a stranger. */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60_000;

/**
 * The HMAC key, derived from the server's secret key with HKDF under its own label: the TOTP sealing key
 * itself never signs anything, and no second secret has to be deployed (the key: docs/0026-two-factor.md).
 */
function deviceKey(config: Config): Buffer {
  return Buffer.from(hkdfSync("sha256", config.twoFactorKey, Buffer.alloc(0), "novadis device cookie v1", 32));
}

const mac = (config: Config, body: string) => createHmac("sha256", deviceKey(config)).update(body).digest("base64url");

/**
 * OWASP's "device cookie": proof that this browser signed in to this account before. `userId.nonce.mac`;
 * the nonce names the device, so its failed logins are counted apart from the account's.
 */
export function issueDeviceToken(config: Config, userId: string): string {
  const body = `${userId}.${randomBytes(16).toString("base64url")}`;
  return `${body}.${mac(config, body)}`;
}

/** The device's id when the token is ours and names this user; null for anything else. */
export function trustedDeviceOf(config: Config, token: string | null | undefined, userId: string): string | null {
  const parts = token?.split(".");
  if (parts?.length !== 3) return null;
  const [owner = "", nonce = "", signature = ""] = parts;
  const expected = Buffer.from(mac(config, `${owner}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return owner === userId ? nonce : null;
}
