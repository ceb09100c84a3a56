import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../logging/logger.js";
import { runWithRequestId } from "../logging/request-context.js";
import type { Metrics } from "../metrics/metrics.js";
import { routeLabel } from "./route-label.js";

/** An upstream proxy's id is kept only when it cannot break a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Nginx's code for a client that went away before the answer was sent. */
const CLIENT_CLOSED = 499;

/**
 * First middleware: gives the request its id (X-Request-Id both ways; every log line written while
 * serving it carries it), then, once the answer is sent or abandoned, writes the one access-log line
 * and counts the request for /metrics.
 */
export function requestObserver(logger: Logger, metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const offered = req.get("x-request-id");
    const requestId = offered && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    // A kept-alive socket serves one request at a time: what it wrote meanwhile is this answer.
    const bytesBefore = req.socket.bytesWritten;
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED;
      const route = routeLabel(req);
      metrics.requestServed({ method: req.method, route, status }, seconds);
      runWithRequestId(requestId, () =>
        logger.info(
          {
            event: "http.request",
            method: req.method,
            route,
            // Without the query string: it may carry a token (verification links).
            path: req.originalUrl.split("?")[0]?.slice(0, 200),
            status,
            durationMs: Math.round(seconds * 1e4) / 10,
            bytes: req.socket.bytesWritten - bytesBefore,
          },
          "request",
        ),
      );
    });
    runWithRequestId(requestId, next);
  };
}
