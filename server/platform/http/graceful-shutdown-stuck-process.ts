/**
 * A server whose shutdown cleanup blocks the main thread for good, as a log write retried forever did:
 * the graceful-shutdown tests send it signals and watch it end (docs/0042).
 *
 *   node --import tsx server/platform/http/graceful-shutdown-stuck-process.ts <hardDeadlineMs>
 */
import { createServer } from "node:http";
import { createLogger } from "../logging/logger.js";
import { handleShutdown } from "./graceful-shutdown.js";

const server = createServer((_req, res) => res.end()).listen(0, "127.0.0.1", () => process.stdout.write("ready\n"));
handleShutdown(
  server,
  createLogger("silent"),
  async () => {
    process.stdout.write("stuck\n");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
  { hardDeadlineMs: Number(process.argv[2]), settleMs: 10 },
);
