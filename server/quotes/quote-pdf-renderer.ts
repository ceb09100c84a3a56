import type { QuoteDocument } from "./quote-document.js";

/** Renders a quote's PDF; the catalogue's issuer and payment terms are bound in (quote-pdf.ts). */
export type QuotePdfRenderer = (quote: QuoteDocument, appUrl: string) => Promise<Buffer>;
