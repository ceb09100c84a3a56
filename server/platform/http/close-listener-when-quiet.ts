import type { Server } from "node:http";
import { Server as NetServer } from "node:net";

export interface QuietListenerOptions {
  /** When the last answer left: its client, told to close, may be connecting again right now. */
  lastAnswerAt: () => number;
  /** How long nothing must have been accepted or answered before the listener closes. */
  settleMs: number;
  /** The listener closes by then however busy it is (a load balancer still sending traffic). */
  maxMs: number;
}

const CHECK_EVERY_MS = 10;

/**
 * Stops listening at a moment the kernel's accept queue is empty. Closing a listener resets every
 * connection the kernel has completed but the process has not accepted yet, and under load connections
 * wait there for seconds: their clients, whose request is already written, would get a reset instead of
 * an answer or a refusal. So the listener closes only after a check finds that no connection was accepted
 * since the previous one (between two timer callbacks the loop has polled the listener) and that nothing
 * was accepted or answered for `settleMs`. Closes with net's close: http's also destroys the connections
 * it sees as idle, which may hold a request it has not read yet. Resolves once it has closed.
 */
export function closeListenerWhenQuiet(server: Server, options: QuietListenerOptions): Promise<void> {
  const started = Date.now();
  let lastAcceptedAt = started;
  let acceptedSinceCheck = false;
  const accepted = () => {
    acceptedSinceCheck = true;
    lastAcceptedAt = Date.now();
  };
  server.on("connection", accepted);
  return new Promise((resolve) => {
    const check = () => {
      const now = Date.now();
      const settled = now - Math.max(lastAcceptedAt, options.lastAnswerAt()) >= options.settleMs;
      const quiet = !acceptedSinceCheck && settled;
      acceptedSinceCheck = false;
      if (!quiet && now - started < options.maxMs) {
        setTimeout(check, CHECK_EVERY_MS);
        return;
      }
      server.off("connection", accepted);
      NetServer.prototype.close.call(server);
      resolve();
    };
    setTimeout(check, CHECK_EVERY_MS);
  });
}
