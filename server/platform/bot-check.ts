import type { RecaptchaCheck } from "./recaptcha.js";

/** The fields a public form carries for bot checks (src/shared/bot-fields.ts). */
export interface BotFields {
  website?: string | undefined;
  recaptchaToken?: string | undefined;
}

export type BotVerdict = "human" | "honeypot" | "recaptcha-failed";

export type BotCheck = (fields: BotFields, ip: string, options: { recaptcha: boolean }) => Promise<BotVerdict>;

/**
 * One check for every public form: the honeypot always; reCAPTCHA when it is configured and the form
 * asks for it (it needs JavaScript, so a form that must work without it asks only for the honeypot).
 * What a bot gets back is each form's decision: registration refuses, requests pretend to accept.
 */
export function createBotCheck(recaptcha: RecaptchaCheck | undefined): BotCheck {
  return async (fields, ip, options) => {
    if (fields.website) return "honeypot";
    if (options.recaptcha && recaptcha && !(fields.recaptchaToken && (await recaptcha(fields.recaptchaToken, ip)))) {
      return "recaptcha-failed";
    }
    return "human";
  };
}
