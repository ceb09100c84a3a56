/** Checks a reCAPTCHA answer with the provider; only used when reCAPTCHA is configured. */
export type RecaptchaCheck = (token: string, ip: string) => Promise<boolean>;

const VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** reCAPTCHA v2 server-side check (docs/0010); a provider outage counts as a failed check: no bot gets through while it is down. */
export function recaptchaCheck(secret: string, verifyUrl = VERIFY_URL): RecaptchaCheck {
  return async (token, ip) => {
    try {
      const response = await fetch(verifyUrl, {
        method: "POST",
        body: new URLSearchParams({ secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(5_000),
      });
      const result = (await response.json()) as { success?: unknown };
      return result.success === true;
    } catch {
      return false;
    }
  };
}
