import type { Config } from "../platform/config/config.js";
import { SITE_NAME } from "../platform/mail/mail-templates.js";

/**
 * The WebAuthn relying party is the site at APP_URL: its host name is the RP ID (a passkey works on this
 * host and is useless on any look-alike one) and its origin the only one an authenticator's answer may
 * come from.
 */
export function relyingParty(config: Pick<Config, "appUrl">) {
  return { id: new URL(config.appUrl).hostname, origin: config.appUrl, name: SITE_NAME };
}
