import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config/config.js";

/**
 * Powerful browser features the site never uses, refused to it and to anything it embeds: an injected
 * script could not ask for the camera or the position. Only features browsers know (an unknown one is a
 * console error in Chrome).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};

/**
 * An enforced Content-Security-Policy: scripts and styles only from our origin (no inline script, no eval),
 * everything else from our origin too. The one inline style is the site's stylesheet, which the build writes
 * into every page (no render-blocking request) and the policy allows by its hash. Styles that React, Headless
 * UI or Floating UI set once the page runs go through the DOM (`element.style`), which the policy does not
 * govern; what it refuses is a `style` attribute in the server's HTML or another `<style>` element, and the
 * pages have none (scripts/built-pages.test.ts reads every prerendered page).
 */
export function securityHeaders(
  config: Config,
  { inlineStyles, styleHashes = [] }: { inlineStyles: boolean; styleHashes?: readonly string[] },
): RequestHandler[] {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: inlineStyles
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", ...styleHashes.map((hash) => `'sha256-${hash}'`)],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [helmetHeaders, permissionsPolicy];
}
