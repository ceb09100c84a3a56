import { createReadStream, readdirSync, statSync } from "node:fs";
import { basename, extname, join, relative, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { preferredEncoding } from "./accept-encoding.js";
import { contentTypeFor } from "./content-types.js";

interface StaticFile {
  path: string;
  size: number;
  etag: string;
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
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      contentType: contentTypeFor(extension, basename(path)),
      variants: { br: variant(".br"), gzip: variant(".gz") },
    });
  }
  return files;
}

/** Hashed build output never changes under the same name: cache it for a year. Other files revalidate daily. */
function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=86400";
}

export function precompressedStatic(root: string) {
  const files = indexStaticFiles(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();

    res.setHeader("Cache-Control", cacheControlFor(req.path));
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("ETag", file.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === file.etag) {
      res.status(304).end();
      return;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"], file.variants);
    const chosen = encoding ? (file.variants[encoding] as { path: string; size: number }) : file;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", chosen.size);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(chosen.path).on("error", next).pipe(res);
  };
}
