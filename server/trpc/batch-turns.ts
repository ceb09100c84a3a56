/**
 * Gives each call of one HTTP request (a tRPC batch) its own turn of the event loop, one after the other.
 * better-sqlite3 answers synchronously, so the calls of a batch, started together, would otherwise run
 * back to back without letting any other request in: the largest batch held `/healthz` for its whole
 * duration on a loaded machine. A call alone waits one turn (microseconds).
 */
export function createBatchTurns(): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    last = last.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    return last;
  };
}
