import type { NextFunction, Request, Response } from "express";
import { messages } from "../../../src/shared/messages/catalogue.js";
import type { Config } from "../config/config.js";
import { readBearerToken } from "./cookies.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence by origin (the Copenhagen Book's way): a state-changing request a browser sends from
 * another site carries that site's Origin or `Sec-Fetch-Site: cross-site`, and is refused. Requests
 * with neither header come from non-browser clients, which no other site can drive. Bearer requests
 * are exempt: a browser never adds that header on its own.
 */
export function isForeignStateChange(req: Request, config: Config): boolean {
  if (SAFE_METHODS.has(req.method) || readBearerToken(req)) return false;
  const origin = req.get("origin");
  if (origin) return origin !== config.appUrl && origin !== `${req.protocol}://${req.get("host")}`;
  const fetchSite = req.get("sec-fetch-site");
  return fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
}

/** The check for the REST shim; tRPC applies the same test to its mutations (server/trpc/trpc.ts). */
export function originCheck(config: Config) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isForeignStateChange(req, config)) return next();
    res.status(403).json({ success: false, message: messages.http.crossOriginRefused });
  };
}
