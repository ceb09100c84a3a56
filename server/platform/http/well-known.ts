import { Router } from "express";
import { DASHBOARD_ANCHORS } from "../../../src/accounts/shared/dashboard-anchors.js";
import type { Config } from "../config/config.js";

/** How long a security.txt stays valid: RFC 9116 §2.5.5 asks for less than a year. */
const SECURITY_TXT_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * The addresses software looks for on any site: password managers' « change password » button
 * (/.well-known/change-password, W3C), the vulnerability reporters' contact (security.txt, RFC 9116) and where
 * passkey providers send a user to create or manage a passkey (passkey-endpoints, W3C). Each points to the
 * dashboard's card for it (dashboard-anchors.ts), behind sign-in like the rest of the page.
 */
export function wellKnownRoutes(config: Pick<Config, "appUrl" | "securityContact">, now: () => number = Date.now) {
  const dashboard = (anchor: string) => `${config.appUrl}/dashboard#${anchor}`;
  const routes = Router();

  routes.get("/.well-known/change-password", (_req, res) => {
    res.redirect(302, `/dashboard#${DASHBOARD_ANCHORS.password}`);
  });

  routes.get("/.well-known/security.txt", (_req, res) => {
    // Computed at each request: the file never expires while the site runs.
    const expires = new Date(now() + SECURITY_TXT_LIFETIME_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
    res
      .type("text/plain; charset=utf-8")
      .setHeader("Cache-Control", "public, max-age=86400")
      .send(
        [
          `Contact: ${config.securityContact}`,
          `Expires: ${expires}`,
          "Preferred-Languages: fr, en",
          `Canonical: ${config.appUrl}/.well-known/security.txt`,
          "",
        ].join("\n"),
      );
  });

  routes.get("/.well-known/passkey-endpoints", (_req, res) => {
    res
      .setHeader("Cache-Control", "public, max-age=86400")
      .json({ enroll: dashboard(DASHBOARD_ANCHORS.passkeys), manage: dashboard(DASHBOARD_ANCHORS.passkeys) });
  });

  return routes;
}
