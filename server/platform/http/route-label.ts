import type { Request } from "express";
import { isApiPath, isTrpcPath } from "./api-paths.js";

/** The label of what no route matched: the page handler's answers (a page, a redirect, the not-found page). */
export const PAGE_ROUTE = "page";

/**
 * The route a request matched, as a pattern ("/api/requests/:reference"), or the part of the site it
 * went to: metrics label by it and a raw path would give one time series per URL.
 */
export function routeLabel(req: Request): string {
  if (req.route) return `${req.baseUrl}${String(req.route.path)}`;
  const path = req.originalUrl;
  if (isTrpcPath(path)) return "/trpc";
  if (isApiPath(path)) return `${path.slice(0, path.indexOf("/", 1))}/*`;
  if (path.startsWith("/assets/")) return "/assets";
  return PAGE_ROUTE;
}
