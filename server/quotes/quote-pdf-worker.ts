import type { QuoteCatalogue } from "./quote-catalogue.js";
import type { QuoteDocument } from "./quote-document.js";
import { renderQuotePdf } from "./quote-pdf.js";

/** One PDF to render, as the pool posts it (structured clone: plain data only). */
export interface PdfJob {
  quote: QuoteDocument;
  catalogue: Pick<QuoteCatalogue, "issuer" | "paymentTerms">;
  appUrl: string;
}

/** The answer: the PDF's bytes, or why it failed (an Error does not survive the clone whole). */
export type PdfJobResult = { pdf: Uint8Array } | { error: string };

/**
 * The task of quote-pdf-pool.ts, on its worker thread: pdfkit is synchronous, so it renders here, off the
 * server's event loop. A render that throws comes back as an answer, so the pool tells it from a worker
 * that died.
 */
export default async function quotePdfJob(job: PdfJob): Promise<PdfJobResult> {
  try {
    return { pdf: await renderQuotePdf(job.quote, job.catalogue, job.appUrl) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
