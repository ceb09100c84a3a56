import type { Server, ServerResponse } from "node:http";
import type { Logger } from "../logging/logger.js";

export interface ShutdownOptions {
  /** In-flight requests get this long; then their connections are cut and cleanup runs. */
  drainMs?: number;
  /** Past this, the process ends whatever still runs: a cleanup waiting on a silent mail server, a blocked log write. */
  hardDeadlineMs?: number;
  /** How the process ends normally (cleanup done). */
  exit?: (code: number) => void;
  /**
   * How it ends when it must: process.exit runs exit handlers, and the logger's flush of a log nobody
   * reads blocks in one of them, so only a signal the process cannot catch is sure to end it.
   */
  kill?: () => void;
  /** The signals that start it (none in tests, which call the returned handler). */
  signals?: NodeJS.Signals[];
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish while telling every
 * client to close (`Connection: close`, idle keep-alive sockets closed), run `cleanup`, exit. A second
 * signal ends the process at once; a hard deadline ends it in every case. Returns the handler (tests).
 */
export function handleShutdown(
  server: Server,
  logger: Logger,
  cleanup: () => Promise<void>,
  options: ShutdownOptions = {},
) {
  const {
    drainMs = 8_000,
    hardDeadlineMs = 10_000,
    exit = (code) => process.exit(code),
    kill = () => process.kill(process.pid, "SIGKILL"),
    signals = ["SIGTERM", "SIGINT"],
  } = options;
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  server.prependListener("request", (_req, res: ServerResponse) => {
    // A keep-alive client learns with this answer that the connection ends, instead of meeting a reset.
    if (closing) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, "second signal: exiting now");
      kill();
      return;
    }
    closing = true;
    logger.info({ signal, inFlight: inFlight.size }, "shutting down");
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    // Timers are unref'd: they bound the wait, they never make it.
    setTimeout(() => {
      logger.error("shutdown deadline passed; exiting now");
      kill();
    }, hardDeadlineMs).unref();
    setTimeout(() => {
      logger.error("requests still running at the end of the drain; closing their connections");
      server.closeAllConnections();
    }, drainMs).unref();
    // Sockets whose answer already left with keep-alive become idle when it ends: closed as they do.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100).unref();
    server.close(async (error) => {
      clearInterval(idleSweep);
      try {
        await cleanup();
      } catch (cleanupError) {
        logger.error({ err: cleanupError }, "cleanup failed");
      }
      logger.info("stopped");
      exit(error ? 1 : 0);
    });
    server.closeIdleConnections();
  };
  for (const signal of signals) process.on(signal, shutdown);
  return shutdown;
}
