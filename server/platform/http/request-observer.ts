import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../logging/logger.js";
import { runWithRequestId } from "../logging/request-context.js";
import type { Metrics } from "../metrics/metrics.js";
import { routeLabel } from "./route-label.js";

/** An upstream proxy's id is kept only when it cannot break a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Nginx's code for a client that went away before the answer was sent. */
const CLIENT_CLOSED = 499;

export interface RequestObservers {
  /** The access log (accessLogger). */
  accessLog: Logger;
  metrics: Metrics;
}

/**
 * Gives the request its id (the offered X-Request-Id when sane; the caller sends it back first of the
 * answer's headers) and, once the answer is sent or abandoned, writes the one access-log line and counts
 * the request for /metrics under `route()` (asked then: the app knows the route only once a handler
 * matched). Shared by the app and the prerendered fast path, so that both log and count alike.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { accessLog, metrics }: RequestObservers,
  route: () => string,
): string {
  const offered = req.headers["x-request-id"];
  const requestId = typeof offered === "string" && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
  const started = process.hrtime.bigint();
  // Without the query string: it may carry a token (verification links). Read now: routers rewrite req.url.
  const path = req.url?.split("?")[0]?.slice(0, 200);
  // A kept-alive socket serves one request at a time: what it wrote meanwhile is this answer.
  const bytesBefore = req.socket.bytesWritten;
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED;
    const label = route();
    metrics.requestServed({ method: req.method ?? "", route: label, status }, seconds);
    runWithRequestId(requestId, () =>
      accessLog.info(
        {
          event: "http.request",
          method: req.method,
          route: label,
          path,
          status,
          durationMs: Math.round(seconds * 1e4) / 10,
          bytes: req.socket.bytesWritten - bytesBefore,
        },
        "request",
      ),
    );
  });
  return requestId;
}

/** The app's first middleware: observeRequest, and every log line written while serving carries the id. */
export function requestObserver(observers: RequestObservers) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = observeRequest(req, res, observers, () => routeLabel(req));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    runWithRequestId(requestId, next);
  };
}
