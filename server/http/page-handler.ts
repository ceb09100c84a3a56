import type { NextFunction, Request, Response } from "express";
import { buildPath, matchRoute, redirectFor } from "../../src/routes/route-table.js";
import type { PageDocument, PageSource } from "../pages/page-source.js";
import { preferredEncoding } from "./accept-encoding.js";
import { staysOnSite, withoutTrailingSlash } from "./local-redirect.js";

/**
 * Sends an HTML page. Prerendered pages change with every deploy: always revalidate, cheap thanks to the
 * ETag. A page rendered for one request (a form's messages, an account) is "no-store": nobody keeps it.
 */
export function sendPage(req: Request, res: Response, status: number, doc: PageDocument, cache = "no-cache") {
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cache);
  res.setHeader("Vary", "Accept-Encoding");
  if (doc.etag && status === 200) {
    res.setHeader("ETag", doc.etag);
    if (req.headers["if-none-match"] === doc.etag) {
      res.status(304).end();
      return;
    }
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"], doc);
  const body = encoding ? (doc[encoding] as Buffer) : doc.html;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

function queryOf(req: Request): string {
  const index = req.originalUrl.indexOf("?");
  return index === -1 ? "" : req.originalUrl.slice(index);
}

/** Answers every GET the other handlers left: a page (200), a redirect (301), or the not-found page (404). */
export function pageHandler(source: PageSource) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const search = queryOf(req);
      const pathname = req.path;
      const redirect = redirectFor(pathname) ?? withoutTrailingSlash(pathname);
      // Whatever the request path held, a redirect of ours never leads off the site.
      if (redirect && staysOnSite(redirect)) {
        res.redirect(301, redirect + search);
        return;
      }
      const match = matchRoute(pathname);
      if (!match) {
        sendPage(req, res, 404, await source.notFound(pathname, search));
        return;
      }
      const canonical = buildPath(match.route.pattern, match.params);
      const doc = await source.page(canonical, search);
      if (doc) sendPage(req, res, 200, doc);
      else sendPage(req, res, 404, await source.miss(match.name, pathname, search));
    } catch (error) {
      next(error);
    }
  };
}
