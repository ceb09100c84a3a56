import { parentPort } from "node:worker_threads";
import type { QuoteCatalogue } from "./quote-catalogue.js";
import type { QuoteDocument } from "./quote-document.js";
import { renderQuotePdf } from "./quote-pdf.js";

/** One PDF to render, as the pool posts it (structured clone: plain data only). */
export interface PdfJob {
  id: number;
  quote: QuoteDocument;
  catalogue: Pick<QuoteCatalogue, "issuer" | "paymentTerms">;
  appUrl: string;
}

/** The answer: the PDF's bytes, or why it failed (an Error does not survive the clone whole). */
export type PdfJobResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

// The worker thread of quote-pdf-pool.ts: pdfkit is synchronous, so it renders here, off the server's event loop.
const port = parentPort;
if (!port) throw new Error("quote-pdf-worker.ts runs as a worker thread (quote-pdf-pool.ts)");
port.on("message", async (job: PdfJob) => {
  let result: PdfJobResult;
  try {
    result = { id: job.id, pdf: await renderQuotePdf(job.quote, job.catalogue, job.appUrl) };
  } catch (error) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(result);
});
