import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { loadConfig } from "../../platform/config/config.js";
import { type DatabaseHandle, openDatabase } from "../../platform/db/database.js";
import { migrateToLatest } from "../../platform/db/migrate.js";
import { createFileStore } from "../../platform/files/file-store.js";
import { createLogger } from "../../platform/logging/logger.js";
import { ServiceError } from "../../platform/service-error.js";
import { createTestDatabase, type TestDatabase, testEngine } from "../../testing/test-database.js";
import { loadQuoteCatalogue } from "../quote-catalogue.js";
import { PENDING_PDF_RETRY_AFTER_MS } from "../quote-completion.js";
import { createQuoteIssuing, type NewQuote } from "../quote-issuing.js";

const PDF = Buffer.from("%PDF-1.7 rendered");

/** Issuing against a real database, with a renderer the test controls. */
describe(`a quote whose PDF fails to render (${testEngine()})`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let other: DatabaseHandle;

  beforeEach(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.target);
    await migrateToLatest(handle);
    // Another process's connection: what it sees is committed.
    other = openDatabase(database.target);
  });
  afterEach(async () => {
    await other.close();
    await handle.close();
    await database.drop();
  });

  const issuing = (render: () => Promise<Buffer>) =>
    createQuoteIssuing({
      db: handle.db,
      config: loadConfig({
        NODE_ENV: "test",
        APP_URL: "http://127.0.0.1:1",
        LEADS_EMAIL: "team@novadis.test",
        ...(database.target.engine === "sqlite"
          ? { DATABASE_PATH: database.target.path }
          : { DATABASE_URL: database.target.url }),
      }),
      logger: createLogger("silent"),
      catalogue: loadQuoteCatalogue(),
      renderPdf: render,
      files: files(),
    });
  const files = () =>
    createFileStore({ db: handle.db, settings: { store: "database", s3: undefined }, logger: createLogger("silent") });
  const request = (quotes: ReturnType<typeof issuing>): NewQuote => ({
    locale: "fr",
    lines: quotes.linesOf(["web-launch"]),
    customer: {
      firstName: "Élodie",
      lastName: "Gaël",
      email: "elodie@brasserie-gael.fr",
      company: "Brasserie Gaël",
      address: "12 place Bellecour\n69002 Lyon",
      vatNumber: null,
    },
    account: null,
    consent: { at: Date.parse("2026-06-15T10:00:00Z"), version: "1" },
  });
  /** The quote's PDF as stored (docs/0059), null while it has none, and its pending mark. */
  const quoteRow = async (reference: string) => {
    const row = await other.db
      .selectFrom("quote")
      .select(["pdfFileKey", "pdfPendingSince"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const pdf = row.pdfFileKey ? Buffer.concat(await (await files().open(row.pdfFileKey)).stream.toArray()) : null;
    return { pdf, pdfPendingSince: row.pdfPendingSince };
  };
  const mailsTo = async (kind: "quote-issued" | "quote-notification") =>
    (await other.db.selectFrom("mailOutbox").select("kind").where("kind", "=", kind).execute()).length;

  it("renders after its number is committed, stays numbered and pending when rendering fails, and is completed by the retry pass", async () => {
    const issuedAt = Date.parse("2026-06-15T10:00:00Z");
    const seenWhileRendering: Array<number | null> = [];
    let failures = 1;
    const quotes = issuing(async () => {
      // Read from another connection while rendering: the row and its number are already committed.
      const pending = await other.db.selectFrom("quote").select("pdfPendingSince").orderBy("reference").execute();
      seenWhileRendering.push(pending.at(-1)?.pdfPendingSince ?? null);
      if (failures-- > 0) throw new Error("renderer crashed");
      return PDF;
    });

    const failed = await quotes.issueQuote(request(quotes), issuedAt).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ServiceError);
    expect((failed as ServiceError).kind).toBe("unavailable");
    expect((failed as ServiceError).message).toBe(messages.quoteDesk.pdfPending("DEV-2026-0001"));
    expect(seenWhileRendering).toEqual([issuedAt]);
    // Kept with its number, visibly without its PDF, and nothing mailed yet.
    expect(await quoteRow("DEV-2026-0001")).toEqual({ pdf: null, pdfPendingSince: issuedAt });
    expect(await mailsTo("quote-issued")).toBe(0);

    // The next quote takes the next number: none skipped, none given twice.
    const next = await quotes.issueQuote(request(quotes), issuedAt + 1_000);
    expect(next.reference).toBe("DEV-2026-0002");
    expect(await quoteRow("DEV-2026-0002")).toEqual({ pdf: PDF, pdfPendingSince: null });

    // A render may still be running shortly after: the retry pass leaves the quote alone until it is stale.
    expect(await quotes.retryPending(issuedAt + 60_000)).toBe(0);
    expect(await quotes.retryPending(issuedAt + PENDING_PDF_RETRY_AFTER_MS)).toBe(1);
    expect(await quoteRow("DEV-2026-0001")).toEqual({ pdf: PDF, pdfPendingSince: null });
    expect(await mailsTo("quote-issued")).toBe(2);
    expect(await mailsTo("quote-notification")).toBe(2);
    expect(await quotes.retryPending(issuedAt + 2 * PENDING_PDF_RETRY_AFTER_MS)).toBe(0);
  });
});
