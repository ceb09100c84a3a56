import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";

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
 * An enforced Content-Security-Policy: scripts and styles only from our origin (no eval), everything else from
 * our origin too. The one inline style is the site's stylesheet, which the build writes into every page (no
 * render-blocking request), and the one inline script the boot script that loads the application once the page
 * has painted (scripts/scripts-after-paint.ts): the policy allows each by its hash. Styles that React, Headless
 * UI or Floating UI set once the page runs go through the DOM (`element.style`), which the policy does not
 * govern; what it refuses is a `style` attribute in the server's HTML or another `<style>` element, and the
 * pages have none (scripts/built-pages.test.ts reads every prerendered page).
 */
export interface InlineSources {
  /** Set by the dev server only: Vite injects each module's CSS as a `<style>` element. */
  inlineStyles: boolean;
  /** The sha256 (base64) of the stylesheet the build writes into every page. */
  styleHashes?: readonly string[];
  /** The sha256 (base64) of the boot script the build writes into every page. */
  scriptHashes?: readonly string[];
}

export function securityHeaders({
  inlineStyles,
  styleHashes = [],
  scriptHashes = [],
}: InlineSources): RequestHandler[] {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
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
    // Set per request, over HTTPS only (strict-transport.ts): a fixed list cannot know the transport.
    strictTransportSecurity: false,
    // frame-ancestors 'none' above already refuses every frame; X-Frame-Options would only contradict it.
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [helmetHeaders, permissionsPolicy];
}

/** Response headers as name/value pairs, in the order they are set. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * What a static file (script, stylesheet, image, video) needs, instead of the document's headers: the policy
 * headers (CSP, Permissions-Policy, Referrer-Policy…) govern documents only, and on every script they were
 * ~1 KB more on the wire (docs/0019). Kept: no MIME sniffing, and no other site may embed our files.
 */
export const ASSET_HEADERS: HeaderList = [
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * The headers `securityHeaders` sets, recorded once at start. Every value is fixed at start (no
 * directive is computed per request, such as a nonce), so the app and the prerendered fast path
 * (prerendered-fast-path.ts) both set this one list, instead of running helmet for each request.
 */
export function recordSecurityHeaders(sources: InlineSources): HeaderList {
  const headers: [string, string][] = [];
  // Plain objects stand in for the exchange: the middlewares only set headers (and remove X-Powered-By,
  // which the app never sends).
  const request = { headers: {} };
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  for (const middleware of securityHeaders(sources)) {
    let passed = false;
    middleware(request as never, recorder as never, (error?: unknown) => {
      if (error) throw error;
      passed = true;
    });
    // A middleware that went on later (or not at all) would set headers the list misses.
    if (!passed) throw new Error("a security-header middleware did not finish at once: its headers cannot be recorded");
  }
  return headers;
}

export function setHeaders(res: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/** Middleware: `headers` on every answer, a fixed list or one that depends on the request. */
export function withHeaders(headers: HeaderList | ((req: IncomingMessage) => HeaderList)): RequestHandler {
  return (req, res, next) => {
    setHeaders(res, typeof headers === "function" ? headers(req) : headers);
    next();
  };
}
