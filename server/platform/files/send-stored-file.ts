import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import type { OpenedFile } from "./file-store.js";

/**
 * Streams a stored file as the answer's body, chunk by chunk as the store hands them over (docs/0059): its
 * length is announced, so a transfer that fails midway (the store, the client gone) is seen as truncated by the
 * client, and pipeline closes both ends.
 */
export function sendStoredFile(res: Response, file: OpenedFile): void {
  res.setHeader("Content-Length", String(file.sizeBytes));
  pipeline(file.stream, res).catch(() => undefined);
}
