/**
 * Runs at most `limit` tasks at a time; the others wait their turn, first come first served. A finished task
 * hands its slot straight to the next waiter, so a task arriving meanwhile cannot jump the queue.
 */
export function createSemaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
