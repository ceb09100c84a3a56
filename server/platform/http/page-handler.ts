import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { type RouteName, redirectFor } from "../../../src/app/shared/route-table.js";
import { matchSiteRoute } from "../../../src/app/shared/site-routes.js";
import type { PageDocument, PageSource } from "../pages/page-source.js";
import { preferredEncoding } from "./accept-encoding.js";
import { encodedEntityTag, noneMatchHolds } from "./entity-tags.js";
import { staysOnSite, withoutTrailingSlash } from "./local-redirect.js";

/** An HTML answer: its status, its headers as name, value, name, value… (node:http's raw form), its body. */
export interface PageAnswer {
  status: number;
  headers: string[];
  /** None for a 304 or a HEAD. */
  body?: Buffer;
}

/**
 * The answer with an HTML page. Prerendered pages change with every deploy: always revalidate, cheap thanks
 * to the ETag, one per encoding (entity-tags.ts). A page rendered for one request (a form's messages, an
 * account) is "no-store": nobody keeps it.
 */
export function pageAnswer(req: IncomingMessage, status: number, doc: PageDocument, cache = "no-cache"): PageAnswer {
  const headers = ["Content-Type", "text/html; charset=utf-8", "Cache-Control", cache, "Vary", "Accept-Encoding"];
  const encoding = preferredEncoding(req.headers["accept-encoding"], doc);
  if (doc.etag && status === 200) {
    const etag = encodedEntityTag(doc.etag, encoding);
    headers.push("ETag", etag);
    if (noneMatchHolds(req.headers, etag)) return { status: 304, headers };
  }
  const body = encoding ? (doc[encoding] as Buffer) : doc.html;
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  return req.method === "HEAD" ? { status, headers } : { status, headers, body };
}

/** Sends pageAnswer's answer after the headers already set (the request id, the security headers…). */
export function sendPage(req: IncomingMessage, res: ServerResponse, status: number, doc: PageDocument, cache?: string) {
  const answer = pageAnswer(req, status, doc, cache);
  res.statusCode = answer.status;
  for (let index = 0; index < answer.headers.length; index += 2) {
    res.setHeader(answer.headers[index] as string, answer.headers[index + 1] as string);
  }
  res.end(answer.body);
}

/** Where the page handler takes a path: elsewhere (301), to a route's page at its canonical path, or nowhere (404). */
export type PageTarget = { redirect: string } | { route: RouteName; canonical: string } | undefined;

export function pageTarget(pathname: string): PageTarget {
  const redirect = redirectFor(pathname) ?? withoutTrailingSlash(pathname);
  // Whatever the request path held, a redirect of ours never leads off the site.
  if (redirect && staysOnSite(redirect)) return { redirect };
  // French or English (docs/0068-english-routes.md): an English page's canonical address is English.
  const match = matchSiteRoute(pathname);
  return match ? { route: match.name, canonical: match.canonical } : undefined;
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
      const target = pageTarget(pathname);
      if (!target) {
        sendPage(req, res, 404, await source.notFound(pathname, search));
        return;
      }
      if ("redirect" in target) {
        res.redirect(301, target.redirect + search);
        return;
      }
      const doc = await source.page(target.canonical, search);
      if (doc) sendPage(req, res, 200, doc);
      else sendPage(req, res, 404, await source.miss(target.route, pathname, search));
    } catch (error) {
      next(error);
    }
  };
}
