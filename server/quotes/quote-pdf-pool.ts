import { Worker } from "node:worker_threads";
import * as quoteMessages from "../../src/shared/quote-messages.js";
import type { Logger } from "../logging/logger.js";
import { ServiceError } from "../platform/service-error.js";
import type { QuoteCatalogue } from "./quote-catalogue.js";
import type { QuotePdfRenderer } from "./quote-pdf-renderer.js";
import type { PdfJob, PdfJobResult } from "./quote-pdf-worker.js";

export interface QuotePdfPoolOptions {
  catalogue: Pick<QuoteCatalogue, "issuer" | "paymentTerms">;
  logger: Logger;
  /** Jobs waiting beyond the one rendering; past it a quote is refused with 503 rather than queued for ever. */
  maxQueued?: number;
  /** A render that takes longer is abandoned: the worker is replaced and the job fails. */
  jobTimeoutMs?: number;
}

export interface QuotePdfPool {
  render: QuotePdfRenderer;
  /** Ends the worker; jobs still waiting fail. */
  close(): Promise<void>;
}

interface PendingJob {
  job: PdfJob;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

// From the sources (tsx, Vitest) a JavaScript entry loads the .ts worker through tsx; in the build, esbuild
// emits the worker beside the server's bundle (scripts/build.ts), so the same relative URL finds it.
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./quote-pdf-worker-source.mjs" : "./quote-pdf-worker.js", import.meta.url);

/**
 * Quote PDFs rendered in one worker thread with a bounded queue (docs/0029-quote-reissue-and-pdf-worker.md): pdfkit is
 * synchronous, and on the event loop a render stalled every other request for up to a second. One worker
 * suffices: issuing holds the reference counter while it renders, so quotes are rendered one at a time
 * anyway. A job that throws, a worker that dies or hangs: that job fails, the next one gets a new worker.
 */
export function createQuotePdfPool(options: QuotePdfPoolOptions): QuotePdfPool {
  const maxQueued = options.maxQueued ?? 50;
  const jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
  const queue: PendingJob[] = [];
  let worker: Worker | undefined;
  let current: (PendingJob & { timer: NodeJS.Timeout }) | undefined;
  let nextId = 1;
  let closed = false;

  function startWorker(): Worker {
    const started = new Worker(workerUrl);
    // An idle worker must not keep the process alive (a stopped server, a finished test).
    started.unref();
    started.on("message", (result: PdfJobResult) => {
      if (!current || current.job.id !== result.id) return;
      const job = finish();
      if ("pdf" in result) job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
      else job.reject(new Error(`quote PDF failed: ${result.error}`));
      next();
    });
    started.on("error", (error) => fail(started, error));
    started.on("exit", (code) => fail(started, new Error(`quote PDF worker exited with code ${code}`)));
    return started;
  }

  /** The worker died or was ended: its job fails, and the next job starts a new one. */
  function fail(dead: Worker, error: Error) {
    if (worker !== dead) return;
    worker = undefined;
    if (current) {
      if (!closed) options.logger.error({ event: "quotes.pdf-worker-failed", err: error }, "quote PDF worker failed");
      finish().reject(error);
    }
    next();
  }

  function finish(): PendingJob {
    const done = current as PendingJob & { timer: NodeJS.Timeout };
    clearTimeout(done.timer);
    current = undefined;
    return done;
  }

  function next() {
    if (current || closed) return;
    const pending = queue.shift();
    if (!pending) return;
    worker ??= startWorker();
    const running = worker;
    const timer = setTimeout(() => {
      // A render that hangs holds the counter lock: end the worker (its exit fails the job).
      void running.terminate();
    }, jobTimeoutMs);
    current = { ...pending, timer };
    running.postMessage(pending.job);
  }

  return {
    render(quote, appUrl) {
      if (closed) return Promise.reject(new Error("quote PDF pool closed"));
      if (queue.length >= maxQueued) {
        return Promise.reject(new ServiceError("unavailable", quoteMessages.busy, { retryAfterSeconds: 5 }));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job: { id: nextId++, quote, catalogue: options.catalogue, appUrl }, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error("quote PDF pool closed"));
      await worker?.terminate();
    },
  };
}
