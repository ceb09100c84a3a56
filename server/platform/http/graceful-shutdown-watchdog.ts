import { Worker } from "node:worker_threads";

/**
 * Kills the process (SIGKILL: nothing can catch or delay it) in `ms`, from a thread of its own. A timer
 * of the main thread needs that thread to come back to its event loop; one stuck in a synchronous call
 * (a log write retried forever on a broken pipe, an exit handler) never does, and the process stayed up
 * for good (docs/0042-logging-never-blocks-shutdown.md). The thread does not keep the process alive.
 */
export function killAfter(ms: number): void {
  const watchdog = new Worker(
    `const { workerData } = require("node:worker_threads");
     setTimeout(() => process.kill(workerData.pid, "SIGKILL"), workerData.ms);`,
    { eval: true, workerData: { pid: process.pid, ms } },
  );
  watchdog.unref();
}
