import type { Request, Response } from "express";
import { z } from "zod";
import type { FormState } from "../../src/shared/form-state.js";
import type { Config } from "../platform/config/config.js";
import { baseOptions, hostCookieName, readCookie } from "../platform/http/cookies.js";

/**
 * After a successful submission the browser is sent elsewhere (303, so a reload never posts again);
 * what the next page must say (an address a mail went to, a reference, "password changed") travels
 * in a one-minute cookie the next GET of that page reads and clears. HttpOnly, SameSite=Lax, and
 * `__Host-` in production: no other site or subdomain can plant one. Keep it small: an outcome, not a form's values.
 */
const LIFETIME_MS = 60_000;
const MAX_COOKIE_BYTES = 3000;

const text = z.string().max(4000);

/** The state came back from outside the server's memory (the cookie): checked, bounded. */
const formStateSchema = z.object({
  form: z.string().min(1).max(100),
  values: z.record(z.string().max(100), text),
  errors: z.record(z.string().max(100), text),
  alert: z.object({ tone: z.enum(["error", "info", "success"]), message: text }).optional(),
  result: z.record(z.string().max(100), text).optional(),
}) satisfies z.ZodType<FormState>;

const flashSchema = z.object({ path: z.string().max(200), state: formStateSchema });

const cookieName = (config: Config) => hostCookieName(config, "form-flash");

export function setFlash(res: Response, config: Config, path: string, state: FormState): void {
  const value = Buffer.from(JSON.stringify({ path, state })).toString("base64url");
  if (value.length > MAX_COOKIE_BYTES) throw new Error(`flash for ${path} is too large for a cookie`);
  res.cookie(cookieName(config), value, { ...baseOptions(config), maxAge: LIFETIME_MS });
}

/** The flash left for this page, consumed; undefined when there is none, it is for another page, or it is not ours. */
export function takeFlash(req: Request, res: Response, config: Config, path: string): FormState | undefined {
  const raw = readCookie(req, cookieName(config));
  if (!raw) return undefined;
  let flash: z.infer<typeof flashSchema> | undefined;
  try {
    flash = flashSchema.parse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
  } catch {
    flash = undefined;
  }
  if (flash && flash.path !== path) return undefined;
  res.clearCookie(cookieName(config), baseOptions(config));
  return flash?.state;
}
