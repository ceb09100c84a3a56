import { createServer, type RequestListener, type Server } from "node:http";

export interface ServerTimeouts {
  /** The whole request, headers and body, must have arrived within this (else 408 and the connection closes). */
  requestMs: number;
  /** The headers must have arrived within this. */
  headersMs: number;
  /** How often Node checks the two above: a request is cut up to this late. */
  checkEveryMs: number;
}

/**
 * Node's defaults (300 s for a request, checked every 30 s) let a client that sent half a body hold its
 * connection 318 s. The request bound is set by the largest body we take: a 5 MB CV (CV_MAX_BYTES) in its
 * multipart form, which at 500 kbit/s (a slow mobile uplink) takes about 85 s; 120 s leaves it room. Headers
 * are a few kilobytes whatever the link: 20 s. A stalled client is cut within 125 s instead of 330 s.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 120_000, headersMs: 20_000, checkEveryMs: 5_000 };

/** The app's HTTP server (production and tests alike), with its request and header timeouts. */
export function createHttpServer(listener?: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const options = {
    requestTimeout: timeouts.requestMs,
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  return createServer(options, listener);
}
