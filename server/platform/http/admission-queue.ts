import type { Request, RequestHandler, Response } from "express";

export interface AdmissionQueueOptions {
  /** Requests let through at once; the next one is let through when one of them has been answered. */
  concurrency: number;
  /** Requests waiting their turn; one more is refused at once rather than queued for ever. */
  maxQueued: number;
  /** The answer to a request arriving with the queue full (a 503 with `Retry-After`, in its door's shape). */
  refuse(req: Request, res: Response): void;
}

export interface AdmissionQueue {
  handler: RequestHandler;
  /** Requests let through and not answered yet, and requests waiting (metrics, tests). */
  state(): { active: number; queued: number };
}

/**
 * Lets at most `concurrency` requests of one kind into the app at a time, first come first served, before
 * their body is parsed (docs/0066-admission-before-parsing.md). A burst of such requests arriving together
 * would otherwise all run their parsing, validation and first queries in the same turn of the event loop,
 * and every other request (`/healthz` among them) would wait for the whole burst's first steps. A request is
 * admitted until its response has closed (sent, failed or its client gone); one whose client leaves while it
 * waits gives up its place.
 */
export function admissionQueue(options: AdmissionQueueOptions): AdmissionQueue {
  let active = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  function admit(res: Response, next: () => void) {
    res.once("close", release);
    next();
  }

  const handler: RequestHandler = (req, res, next) => {
    if (active < options.concurrency) {
      active += 1;
      admit(res, next);
      return;
    }
    if (waiting.length >= options.maxQueued) {
      options.refuse(req, res);
      return;
    }
    const turn = () => admit(res, next);
    waiting.push(turn);
    // A client gone while it waited: its place goes to the next one, and no slot is taken for it.
    res.once("close", () => {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
    });
  };

  return { handler, state: () => ({ active, queued: waiting.length }) };
}
