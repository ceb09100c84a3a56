import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { createLogger } from "../../platform/logging/logger.js";
import { ServiceError } from "../../platform/service-error.js";
import { pdfText } from "../../testing/pdf-text.js";
import { loadQuoteCatalogue } from "../quote-catalogue.js";
import type { QuoteDocument } from "../quote-document.js";
import { createQuotePdfPool, type QuotePdfPool } from "../quote-pdf-pool.js";

const catalogue = loadQuoteCatalogue();
const quote: QuoteDocument = {
  locale: "fr",
  reference: "DEV-2026-0042",
  issuedAt: Date.UTC(2026, 10, 24, 10),
  expiresAt: Date.UTC(2026, 11, 24, 10),
  customer: {
    firstName: "Zoé",
    lastName: "Perrin",
    email: "zoe@example.fr",
    company: "Perrin & Fils",
    address: "Lyon",
    vatNumber: null,
  },
  lines: [{ offerId: "web-start", name: "Site Web Start", deliveryTime: "2 semaines", priceExcludingTax: 99_000 }],
  totals: { totalExcludingTax: 99_000, vat: 19_800, totalIncludingTax: 118_800 },
};
/** A document the renderer chokes on: no lines to iterate. */
const broken = { ...quote, lines: null } as unknown as QuoteDocument;

/** The worker thread that renders quote PDFs off the event loop (quote-pdf-pool.ts). */
describe("the quote PDF worker", () => {
  const lines: string[] = [];
  let pool: QuotePdfPool | undefined;
  const open = (options: { maxQueued?: number; jobTimeoutMs?: number } = {}) => {
    pool = createQuotePdfPool({
      catalogue,
      logger: createLogger("error", { write: (line) => lines.push(line) }),
      ...options,
    });
    return pool;
  };
  afterEach(() => pool?.close());

  // The first job starts the worker, which compiles the sources with tsx: seconds on a loaded machine.
  it("renders in the worker; a job that throws fails alone, and the next one renders", {
    timeout: 60_000,
  }, async () => {
    const renderer = open();
    const [failed, rendered] = await Promise.allSettled([
      renderer.render(broken, "https://example.test"),
      renderer.render(quote, "https://example.test"),
    ]);
    expect(failed).toMatchObject({
      status: "rejected",
      reason: { message: expect.stringMatching(/^quote PDF failed: /) },
    });
    if (rendered.status !== "fulfilled") throw rendered.reason;
    const text = (await pdfText(rendered.value)).replace(/\s+/g, " ");
    expect(text).toContain("Devis DEV-2026-0042");
    expect(text).toContain("Perrin & Fils");
  });

  it("refuses a job past its bounded queue (503, retry), and a hung worker fails its job instead of the process", {
    timeout: 60_000,
  }, async () => {
    const renderer = open({ maxQueued: 1, jobTimeoutMs: 1 });
    const running = renderer.render(quote, "https://example.test");
    const waiting = renderer.render(quote, "https://example.test");
    const refused = renderer.render(quote, "https://example.test");
    await expect(refused).rejects.toBeInstanceOf(ServiceError);
    await expect(refused).rejects.toMatchObject({
      kind: "unavailable",
      message: messages.quoteDesk.busy,
      retryAfterSeconds: 5,
    });
    // 1 ms is no time to render: each job's worker is ended, its job fails, and a new worker takes the next.
    await expect(running).rejects.toThrow(/quote PDF worker exited/);
    await expect(waiting).rejects.toThrow(/quote PDF worker exited/);
    expect(lines.join("")).toContain("quotes.pdf-worker-failed");
  });
});
