import type { NextFunction, Request, Response } from "express";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "../db/database-busy.js";
import type { Logger } from "../logging/logger.js";
import { currentRequestId } from "../logging/request-context.js";

/** What a body parser's refusal means to the client. */
export function clientMessage(error: unknown, status: number): string {
  const type = typeof error === "object" && error !== null && "type" in error ? error.type : undefined;
  if (status === 413 || type === "entity.too.large") return messages.http.bodyTooLarge;
  if (type === "entity.parse.failed") return messages.http.malformedJson;
  return "Bad request";
}

/**
 * Last resort: log the error, answer without a stack trace. Client errors (4xx from body parsers) keep
 * their status; a busy database (either engine) is a 503 with Retry-After, not a 500.
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isDatabaseBusy(error) && !res.headersSent) {
      logger.warn({ err: error, method: req.method, path: req.path }, "database busy");
      res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      res.status(503).json({ success: false, message: messages.http.databaseBusy });
      return;
    }
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : 500;
    if (status >= 500) logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) {
      res.end();
      return;
    }
    if (status < 500) {
      res.status(status).json({ success: false, message: clientMessage(error, status) });
      return;
    }
    const reference = currentRequestId() ?? "";
    res.status(status).json({ success: false, message: messages.http.internalError(reference), reference });
  };
}
