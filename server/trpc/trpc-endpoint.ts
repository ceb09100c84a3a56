import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import { MAX_TRPC_BATCH } from "../../src/shared/trpc-batch.js";
import { clientMessage } from "../http/error-handler.js";
import { jsonBody } from "../http/json-body.js";
import { noStore } from "../http/no-store.js";
import type { Logger } from "../logging/logger.js";
import { type ContextDependencies, makeContextFactory } from "./context.js";
import { appRouter } from "./root.js";
import { type TrpcErrorKey, trpcRefusal } from "./trpc-refusal.js";

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
    createExpressMiddleware({
      router: appRouter,
      createContext: makeContextFactory(deps),
      maxBatchSize: MAX_TRPC_BATCH,
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") deps.logger.error({ err: error, path }, "tRPC procedure failed");
      },
    }),
  ];
}
