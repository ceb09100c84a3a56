import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "../logging/logger.js";
import { closeListenerWhenQuiet } from "./close-listener-when-quiet.js";
import { killAfter } from "./graceful-shutdown-watchdog.js";

export interface ShutdownOptions {
  /** In-flight requests get this long; then their connections are cut and cleanup runs. */
  drainMs?: number;
  /** See closeListenerWhenQuiet: quiet time before the listener closes, and the longest wait for it. */
  settleMs?: number;
  maxListeningMs?: number;
  /** Past this, the process ends whatever still runs: a cleanup waiting on a silent mail server, a stuck main thread. */
  hardDeadlineMs?: number;
  /** How the process ends normally (cleanup done). */
  exit?: (code: number) => void;
  /**
   * Arms the hard deadline. By default a thread of its own kills the process (SIGKILL) when it passes: a
   * timer of the main thread would never fire while that thread is stuck (docs/0042).
   */
  armDeadline?: (ms: number) => void;
  /** Told when the shutdown starts, before anything closes: readiness turns 503 for the whole window. */
  onDraining?: () => void;
  /** The signals that start it (none in tests, which call the returned handler). */
  signals?: NodeJS.Signals[];
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish while telling every
 * client to close (`Connection: close`), run `cleanup` once every connection has ended, exit. A second
 * signal ends the process at once; a hard deadline ends it in every case, both even while the main thread
 * is stuck (docs/0042). Returns the handler (tests).
 *
 * No request is answered with a reset. Requests that arrive before the listener has closed wait for it
 * (each answer would send its client to connect again, and a listener that keeps being reconnected to
 * never finds its accept queue empty); then they are served with `Connection: close` and their clients'
 * next connections are refused. Idle keep-alive connections are not cut: one that looks idle may hold a
 * request not read yet. Each ends after its next request, or at the keep-alive timeout its client was
 * told (`Keep-Alive: timeout=5`), after which the client sends nothing more on it.
 */
export function handleShutdown(
  server: Server,
  logger: Logger,
  cleanup: () => Promise<void>,
  options: ShutdownOptions = {},
) {
  const {
    drainMs = 8_000,
    settleMs = 100,
    maxListeningMs = 2_000,
    hardDeadlineMs = 10_000,
    exit = (code) => process.exit(code),
    armDeadline = killAfter,
    signals = ["SIGTERM", "SIGINT"],
    onDraining,
  } = options;
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  let lastAnswerAt = 0;
  /** Requests waiting for the listener to close; undefined while they need not wait. */
  let held: Array<() => void> | undefined;

  // The app's handlers are called from here, so that a request can be held before they see it.
  const handlers = server.listeners("request") as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    // A keep-alive client learns with this answer that the connection ends, instead of meeting a reset.
    if (closing) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      lastAnswerAt = Date.now();
    });
    const serve = () => {
      for (const handler of handlers) handler.call(server, req, res);
    };
    if (held) held.push(serve);
    else serve();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    // No handler left: the next SIGTERM or SIGINT takes its default action and the kernel ends the process
    // at once, whatever its main thread is doing.
    for (const name of signals) process.removeListener(name, shutdown);
    armDeadline(hardDeadlineMs);
    onDraining?.();
    logger.info({ signal, inFlight: inFlight.size, hardDeadlineMs }, "shutting down");
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    // Unref'd: it bounds the wait, it never makes it.
    setTimeout(() => {
      logger.error("requests still running at the end of the drain; closing their connections");
      server.closeAllConnections();
    }, drainMs).unref();
    // Emitted once the listener has closed and every connection has ended.
    server.once("close", async () => {
      try {
        await cleanup();
      } catch (cleanupError) {
        logger.error({ err: cleanupError }, "cleanup failed");
      }
      logger.info("stopped");
      exit(0);
    });
    held = [];
    void closeListenerWhenQuiet(server, { lastAnswerAt: () => lastAnswerAt, settleMs, maxMs: maxListeningMs }).then(
      () => {
        const waiting = held ?? [];
        held = undefined;
        for (const serve of waiting) serve();
      },
    );
  };
  for (const signal of signals) process.on(signal, shutdown);
  return shutdown;
}
