import type { Server } from "node:http";
import type { Logger } from "../logging/logger.js";

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then run
 * `cleanup` (close the database) and exit. A stuck request cannot hold the process forever.
 */
export function handleShutdown(server: Server, logger: Logger, cleanup: () => Promise<void>, timeoutMs = 10_000) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      logger.error("shutdown timed out; closing remaining connections");
      server.closeAllConnections();
    }, timeoutMs);
    timer.unref();
    server.close(async (error) => {
      await cleanup();
      logger.info("stopped");
      process.exit(error ? 1 : 0);
    });
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
