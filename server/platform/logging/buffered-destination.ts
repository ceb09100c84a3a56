import type { Writable } from "node:stream";

export interface BufferedDestinationOptions {
  /** Lines are handed to the stream once this many characters are gathered… */
  minLength?: number;
  /** …or this often. */
  flushEveryMs?: number;
  /** Past this many characters waiting for a reader that does not read (a full pipe), new lines are dropped. */
  maxWaitingLength?: number;
}

/**
 * A log destination in front of a stream (standard output) that never makes the main thread wait for the
 * reader, nor tries again once the reader is gone (docs/0042-logging-never-blocks-shutdown.md):
 * - lines are gathered and handed to the stream 4 KB at a time, or every quarter second: a write per line
 *   cost ~25 µs of each page served at `info` (docs/0036);
 * - the stream writes what a pipe takes at once and queues the rest for when it drains (libuv, never
 *   blocking); past `maxWaitingLength` waiting, new lines are dropped instead of filling memory;
 * - once the stream fails (EPIPE, ECONNRESET, EBADF: the reader has gone) every later line is dropped;
 * - at exit, the lines gathered are handed over once: written if the pipe takes them there and then, lost
 *   otherwise. A crash that skips exit (a SIGKILL) loses at most a quarter second of lines.
 */
export function bufferedDestination(stream: Writable, options: BufferedDestinationOptions = {}) {
  const { minLength = 4096, flushEveryMs = 250, maxWaitingLength = 1 << 20 } = options;
  let gathered: string[] = [];
  let gatheredLength = 0;
  let readerGone = false;

  const flush = () => {
    if (gatheredLength === 0) return;
    const chunk = gathered.join("");
    gathered = [];
    gatheredLength = 0;
    if (!readerGone) stream.write(chunk);
  };
  // Any failure destroys the stream: nothing more can go through it, so nothing is retried.
  stream.on("error", () => {
    readerGone = true;
    gathered = [];
    gatheredLength = 0;
  });
  setInterval(flush, flushEveryMs).unref();
  process.once("exit", flush);

  return {
    write(line: string): void {
      if (readerGone || stream.writableLength + gatheredLength + line.length > maxWaitingLength) return;
      gathered.push(line);
      gatheredLength += line.length;
      if (gatheredLength >= minLength) flush();
    },
  };
}
