import type { JobLease } from "./job-lease.js";
import type { Logger } from "./logging/logger.js";

/** Deletes what has expired as of `now` (epoch milliseconds); must be one or more atomic statements. */
export type CleanupTask = (now: number) => Promise<void>;

/**
 * The periodic cleanup: each domain registers its purge (expired sessions, counters, old mail, requests
 * past their retention...). Tasks run one after the other; one failing is logged and does not stop the rest.
 * With several processes on one database, the scheduled pass runs in whichever takes the `cleanup` lease
 * for the period, so it runs once per period, not once per process.
 */
export function createCleanup(options: { logger: Logger; everyMs?: number; now?: () => number; lease?: JobLease }) {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 60 * 60_000;
  const tasks = new Map<string, CleanupTask>();
  let timer: NodeJS.Timeout | undefined;

  async function run(): Promise<void> {
    for (const [name, task] of tasks) {
      try {
        await task(now());
      } catch (error) {
        logger.error({ err: error, task: name }, "cleanup task failed");
      }
    }
  }

  async function scheduledPass(): Promise<boolean> {
    try {
      // Slightly shorter than the period, so the next tick of the process that ran finds it free.
      if (options.lease && !(await options.lease("cleanup", everyMs * 0.9))) return false;
    } catch (error) {
      logger.error({ err: error }, "cleanup lease not taken");
      return false;
    }
    await run();
    return true;
  }

  return {
    register(name: string, task: CleanupTask): void {
      if (tasks.has(name)) throw new Error(`Cleanup task "${name}" is registered twice`);
      tasks.set(name, task);
    },
    /** Runs every task now, lease or not (tests call it instead of waiting for the timer). */
    run,
    /** The scheduled pass: runs the tasks if no other process has in this period; true when it ran. */
    scheduledPass,
    async start(): Promise<void> {
      await scheduledPass();
      timer = setInterval(() => void scheduledPass(), everyMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type Cleanup = ReturnType<typeof createCleanup>;
