import { Piscina } from "piscina";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Logger } from "../platform/logging/logger.js";
import { createSemaphore } from "../platform/semaphore.js";
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

// From the sources (tsx, Vitest) a JavaScript entry loads the .ts worker through tsx; in the build, esbuild
// emits the worker beside the server's bundle (scripts/build.ts), so the same relative URL finds it.
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./quote-pdf-worker-source.mjs" : "./quote-pdf-worker.js", import.meta.url);

/**
 * Quote PDFs rendered in one worker thread with a bounded queue (docs/0029-quote-reissue-and-pdf-worker.md): pdfkit is
 * synchronous, and on the event loop a render stalled every other request for up to a second. One worker
 * suffices: issuing holds the reference counter while it renders, so quotes are rendered one at a time
 * anyway. A job that throws, a worker that dies or hangs: that job fails, the next one gets a new worker.
 * piscina owns the worker (docs/0044-server-libraries.md); the queue stays here, so a job's time limit
 * starts when its render does, not while it waits.
 */
export function createQuotePdfPool(options: QuotePdfPoolOptions): QuotePdfPool {
  // Quotes no longer wait for their number one by one (docs/0055-parallel-references.md): a burst reaches the
  // renderer together, and 60 simultaneous quotes must all be rendered, not refused.
  const maxQueued = options.maxQueued ?? 100;
  const jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
  const pool = new Piscina<PdfJob, PdfJobResult>({
    filename: workerUrl.href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Below the event loop's priority (nice +10, the worker thread only): a burst of renders takes the CPU the
    // requests leave, and /healthz and the pages do not wait behind it on a busy machine (docs/0060).
    niceIncrement: 10,
  });
  const oneAtATime = createSemaphore(1);
  /** Jobs rendering or waiting. */
  let jobs = 0;
  let closed = false;

  async function renderInWorker(job: PdfJob): Promise<Buffer> {
    if (closed) throw new Error("quote PDF pool closed");
    const result = await pool.run(job, { signal: AbortSignal.timeout(jobTimeoutMs) }).catch((error: Error) => {
      // A render that hangs holds the counter lock: piscina ends the worker when the signal fires.
      const failure =
        error.name === "AbortError" ? new Error(`quote PDF worker exited: no PDF after ${jobTimeoutMs} ms`) : error;
      if (!closed) options.logger.error({ event: "quotes.pdf-worker-failed", err: failure }, "quote PDF worker failed");
      throw failure;
    });
    if ("error" in result) throw new Error(`quote PDF failed: ${result.error}`);
    return Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength);
  }

  return {
    async render(quote, appUrl) {
      if (closed) throw new Error("quote PDF pool closed");
      if (jobs > maxQueued) throw new ServiceError("unavailable", messages.quoteDesk.busy, { retryAfterSeconds: 5 });
      jobs += 1;
      try {
        return await oneAtATime(() => renderInWorker({ quote, catalogue: options.catalogue, appUrl }));
      } finally {
        jobs -= 1;
      }
    },
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}
