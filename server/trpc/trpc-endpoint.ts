import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import { CV_MAX_BYTES } from "../../src/shared/api-limits.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { MAX_TRPC_BATCH } from "../../src/shared/trpc-batch.js";
import { clientMessage } from "../platform/http/error-handler.js";
import { jsonBody } from "../platform/http/json-body.js";
import { noStore } from "../platform/http/no-store.js";
import { type TrpcErrorKey, trpcRefusal } from "../platform/http/trpc-refusal.js";
import type { Logger } from "../platform/logging/logger.js";
import { type ContextDependencies, makeContextFactory } from "./context.js";
import { appRouter } from "./root.js";

/** A CV with the application's text fields and multipart framing (server/applications/cv-upload.ts's limits). */
const MULTIPART_MAX_BYTES = CV_MAX_BYTES + 64 * 1024;

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** Other methods get 405 in tRPC's error shape (TRACE used to reach the adapter and fail with a 500). */
function allowedMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.setHeader("Allow", ALLOWED_METHODS.join(", "));
  trpcRefusal(res, 405, "METHOD_NOT_SUPPORTED", `Method ${req.method} not allowed`);
}

const bodyRefusalKeys: Record<number, TrpcErrorKey> = { 413: "PAYLOAD_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE" };

/**
 * The body parser's refusals (malformed JSON, too large, unknown charset) in tRPC's shape too: the
 * client reads `error.message`, not the REST shim's `message`. Anything else goes on to the app's handler.
 */
function bodyRefusals(error: unknown, _req: Request, res: Response, next: NextFunction) {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number" || status >= 500 || res.headersSent) return next(error);
  trpcRefusal(res, status, bodyRefusalKeys[status] ?? "BAD_REQUEST", clientMessage(error, status));
}

/**
 * The server does not offer streamed (JSON lines) answers: their status and headers leave before
 * the procedures run, so a refusal became an error inside a 200 and a procedure setting a cookie or
 * Retry-After failed. Without the request for them, tRPC answers with whole JSON.
 */
function withoutStreaming(req: Request, _res: Response, next: NextFunction) {
  delete req.headers["trpc-accept"];
  const accept = req.headers.accept;
  if (accept?.includes("application/jsonl")) {
    req.headers.accept = accept
      .split(",")
      .filter((type) => type.trim() !== "application/jsonl")
      .join(",");
  }
  next();
}

/**
 * A multipart body (the job application's CV, server/applications/applications-router.ts) is left to tRPC, which reads
 * the stream only when nothing parsed it: the JSON parser, which skipped it, left an empty `req.body` behind. One
 * announced larger than a CV can be is refused first, with the CV's message, as the REST route's reader does.
 */
function multipartToTrpc(req: Request, res: Response, next: NextFunction) {
  if (Number(req.headers["content-length"]) > MULTIPART_MAX_BYTES) {
    trpcRefusal(res, 413, "PAYLOAD_TOO_LARGE", messages.applications.cvTooLarge, "cv");
    return;
  }
  if (req.body === undefined) delete req.body;
  next();
}

/** The tRPC API as the React app uses it: GET and POST, small batches, whole JSON answers. */
export function trpcEndpoint(
  deps: ContextDependencies & { logger: Logger },
): Array<RequestHandler | ErrorRequestHandler> {
  return [
    noStore,
    allowedMethodsOnly,
    withoutStreaming,
    jsonBody,
    bodyRefusals,
    multipartToTrpc,
    createExpressMiddleware({
      router: appRouter,
      createContext: makeContextFactory(deps),
      maxBatchSize: MAX_TRPC_BATCH,
      // Only a multipart body reaches tRPC unread (JSON ones are parsed above, 16 KB at most): a CV and its fields.
      maxBodySize: MULTIPART_MAX_BYTES,
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") deps.logger.error({ err: error, path }, "tRPC procedure failed");
      },
    }),
  ];
}
