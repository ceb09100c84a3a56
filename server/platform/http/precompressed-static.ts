import { createReadStream, readdirSync, statSync } from "node:fs";
import { basename, extname, join, relative, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { type Encoding, preferredEncoding } from "./accept-encoding.js";
import { contentTypeFor } from "./content-types.js";
import { encodedEntityTag, ifRangeHolds, noneMatchHolds } from "./entity-tags.js";
import { ASSET_HEADERS, setHeaders } from "./security-headers.js";

interface StaticFile {
  path: string;
  size: number;
  /** The identity bytes' strong tag (entity-tags.ts gives each encoding its own). */
  etag: string;
  lastModified: string;
  contentType: string;
  variants: { br?: { path: string; size: number }; gzip?: { path: string; size: number } };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Indexes the built client folder once at start. Requests are answered from that index only,
 * so no request path ever reaches the file system (no traversal, no stat per request).
 * Compressed twins (`.br`, `.gz`) are made at build time; nothing is compressed per request.
 */
export function indexStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = walk(root);
  const present = new Set(all);
  for (const path of all) {
    const extension = extname(path);
    if (extension === ".br" || extension === ".gz" || path.endsWith(".html") || path.includes(`${sep}.vite${sep}`)) {
      continue;
    }
    const stat = statSync(path);
    const variant = (suffix: string) =>
      present.has(path + suffix) ? { path: path + suffix, size: statSync(path + suffix).size } : undefined;
    const urlPath = `/${relative(root, path).split(sep).join("/")}`;
    files.set(urlPath, {
      path,
      size: stat.size,
      // Strong: a build writes new bytes with a new size or time, and If-Range only trusts a strong tag.
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      contentType: contentTypeFor(extension, basename(path)),
      variants: { br: variant(".br"), gzip: variant(".gz") },
    });
  }
  return files;
}

/**
 * Hashed build output never changes under the same name: cache it for a year, the French build's and the English
 * one's (`/en/assets/`, docs/0068-english-routes.md). Other files revalidate daily.
 */
function cacheControlFor(urlPath: string): string {
  return /^\/(en\/)?assets\//.test(urlPath) ? "public, max-age=31536000, immutable" : "public, max-age=86400";
}

/**
 * The one byte range a request asks for and may have, `unsatisfiable` (416), or none: the whole file. Several
 * ranges are answered with the whole file (allowed, RFC 9110 §14.2), as is a malformed header or a failed If-Range.
 */
function requestedRange(req: Request, size: number, etag: string, lastModified: string) {
  if (!req.headers.range || !ifRangeHolds(req.headers, etag, lastModified)) return undefined;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return "unsatisfiable" as const;
  if (ranges === -2 || ranges === undefined || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  return ranges[0];
}

/**
 * The build's files (hashed assets, media, icons). Only the headers a file needs go with it (ASSET_HEADERS), not
 * the document's policy headers; byte ranges are served (Safari plays a video only through 206 answers), and each
 * encoding has its own entity tag.
 */
export function precompressedStatic(root: string) {
  const files = indexStaticFiles(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();

    const encoding: Encoding | undefined = preferredEncoding(req.headers["accept-encoding"], file.variants);
    const chosen = encoding ? (file.variants[encoding] as { path: string; size: number }) : file;
    const etag = encodedEntityTag(file.etag, encoding);
    setHeaders(res, ASSET_HEADERS);
    res.setHeader("Cache-Control", cacheControlFor(req.path));
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", file.lastModified);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Accept-Ranges", "bytes");
    if (noneMatchHolds(req.headers, etag)) {
      res.status(304).end();
      return;
    }
    if (encoding) res.setHeader("Content-Encoding", encoding);
    const range = requestedRange(req, chosen.size, etag, file.lastModified);
    if (range === "unsatisfiable") {
      res.status(416).setHeader("Content-Range", `bytes */${chosen.size}`);
      res.end();
      return;
    }
    if (range) {
      res.status(206).setHeader("Content-Range", `bytes ${range.start}-${range.end}/${chosen.size}`);
    }
    res.setHeader("Content-Length", range ? range.end - range.start + 1 : chosen.size);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(chosen.path, range ? { start: range.start, end: range.end } : {})
      .on("error", next)
      .pipe(res);
  };
}
