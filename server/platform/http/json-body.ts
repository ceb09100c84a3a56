import express, { type RequestHandler } from "express";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { isTrpcPath } from "./api-paths.js";
import { trpcRefusal } from "./trpc-refusal.js";

const parseJson = express.json({ limit: "16kb" });

/**
 * JSON bodies up to 16 KB; larger ones get 413 and malformed ones 400 (see error-handler.ts). A body of another
 * type gets 415 (RFC 9110 §15.5.16) rather than the 400 of fields missing from a body never parsed. A POST
 * without a body (none, or `Content-Length: 0`, which `req.is` counts as one) stays valid. Multipart is the job
 * application's, read by its own route (cv-upload.ts).
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const empty = req.headers["content-length"] === "0";
  if (!empty && req.is(["application/json", "application/*+json", "multipart/form-data"]) === false) {
    // Each door refuses in the shape its clients read: tRPC's for /trpc, the REST shim's elsewhere.
    if (isTrpcPath(req.originalUrl)) {
      trpcRefusal(res, 415, "UNSUPPORTED_MEDIA_TYPE", messages.http.unsupportedMediaType);
      return;
    }
    res.status(415).json({ success: false, message: messages.http.unsupportedMediaType });
    return;
  }
  parseJson(req, res, next);
};
