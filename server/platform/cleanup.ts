import type { Logger } from "../logging/logger.js";

/** Deletes what has expired as of `now` (epoch milliseconds); must be one or more atomic statements. */
export type CleanupTask = (now: number) => Promise<void>;

/**
 * The periodic cleanup: each domain registers its purge (expired sessions, counters, old mail, requests
 * past their retention...). Tasks run one after the other; one failing is logged and does not stop the rest.
 */
export function createCleanup(options: { logger: Logger; everyMs?: number; now?: () => number }) {
  const { logger } = options;
  const now = options.now ?? Date.now;
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

  return {
    register(name: string, task: CleanupTask): void {
      if (tasks.has(name)) throw new Error(`Cleanup task "${name}" is registered twice`);
      tasks.set(name, task);
    },
    /** Runs every task now (tests call it instead of waiting for the timer). */
    run,
    async start(): Promise<void> {
      await run();
      timer = setInterval(() => void run(), options.everyMs ?? 60 * 60_000);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type Cleanup = ReturnType<typeof createCleanup>;
