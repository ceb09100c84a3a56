import compression from "compression";
import type { Response } from "express";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Compresses JSON answers of 1 KB or more (API lists, tRPC batches) for clients that accept it, brotli at a
 * quality cheap enough per request. Only JSON: pages and static files are compressed at build time and carry
 * their own Content-Encoding (precompressed-static.ts, page-handler.ts), which this middleware leaves alone.
 */
export const jsonCompression = compression({
  threshold: 1024,
  filter: (_req, res: Response) => JSON_TYPE.test(String(res.getHeader("Content-Type") ?? "")),
});
