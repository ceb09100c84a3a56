import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { frenchTypography } from "../../src/shared/french-typography.js";
import { VAT_RATE_PERCENT } from "../../src/shared/money.js";
import { brand } from "../../src/shared/site/brand.js";
import { writtenValuesFor } from "../platform/language/written-values.js";
import type { QuoteCatalogue } from "./quote-catalogue.js";
import type { QuoteDocument } from "./quote-document.js";
import { quoteLineIn } from "./quote-line-words.js";
import { quotePdfWords } from "./quote-pdf-words.js";
import { DEPOSIT_PERCENT, paymentSchedule, termsOfSaleAddress } from "./quote-terms.js";
import { woffToSfnt } from "./woff-to-sfnt.js";

// Inter, the site's own typeface, from its npm package: embedded (subset) so accents and "€" print on any
// reader. WOFF rather than WOFF2: fontkit's subsetter mis-writes composite glyphs read from WOFF2. Unwrapped
// once here: fontkit would inflate a WOFF's tables again for every PDF (docs/0064-quote-pdf-fonts.md).
const require = createRequire(import.meta.url);
const font = (weight: number) =>
  woffToSfnt(readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)));
const REGULAR = font(400);
const BOLD = font(700);

/** Inter's Latin file has no narrow no-break space (Intl's French thousands separator): a no-break space prints instead. */
const printable = (text: string) => text.replace(/\u202f/g, "\u00a0");

const PAGE = { left: 50, right: 545 };
const INK = "#0f172a";
const MUTED = "#475569";

/**
 * The quote's PDF (A4): issuer, client, lines, totals, payment schedule and the terms of sale's payment clause.
 * Archival and accessible (docs/0023): PDF/A-3b (PDF 1.7, fonts embedded, sRGB output intent, XMP metadata;
 * PDF/A-3 so a Factur-X invoice can later embed its XML), tagged in reading order (headings, the lines as a
 * table with header cells, paragraphs, the link; rules and fills as artifacts), `/Lang fr-FR` so a screen
 * reader picks a French voice (`en-GB` for a quote asked for in English, whose words, amounts and dates are then
 * English: docs/0068), and the title shown instead of the file name.
 */
export function renderQuotePdf(
  quote: QuoteDocument,
  catalogue: Pick<QuoteCatalogue, "issuer" | "paymentTerms">,
  appUrl: string,
): Promise<Buffer> {
  const words = quotePdfWords(quote.locale);
  const written = writtenValuesFor(quote.locale);
  const amount = (cents: number) => printable(written.euros(cents));
  /** Our sentences in French typography, as the mails set theirs (docs/0058-french-typography.md); English as written. */
  const printed = (text: string) => printable(quote.locale === "en" ? text : frenchTypography(text));
  const date = (instant: number) => written.date(instant);
  const colon = quote.locale === "en" ? ":" : "\u00a0:";
  const title = words.quotePdf.documentTitle(quote.reference);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 50, bottom: 50, left: PAGE.left, right: 595 - PAGE.right },
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    tagged: true,
    lang: quote.locale === "en" ? "en-GB" : "fr-FR",
    displayTitle: true,
    info: {
      Title: title,
      Author: brand.name,
      Subject: words.quotePdf.subjectCaption(brand.name),
      Creator: brand.name,
      CreationDate: new Date(quote.issuedAt),
    },
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Each tagged element draws as it is added to an element already in the tree, so the tree's order is the
  // drawing order: the reading order, whatever the coordinates.
  const root = doc.struct("Document");
  doc.addStructure(root);
  const tag = (parent: PDFKit.PDFStructureElement, type: string, draw: () => void) =>
    parent.add(doc.struct(type, {}, draw));
  const group = (parent: PDFKit.PDFStructureElement, type: string) => {
    const element = doc.struct(type);
    parent.add(element);
    return element;
  };
  /** Drawing that carries no content (fills, rules): marked so assistive technology skips it. */
  const decoration = (draw: () => void) => {
    doc.markContent("Artifact");
    draw();
    doc.endMarkedContent();
  };

  const rightColumn = { width: 215, align: "right" as const };
  tag(root, "H1", () => doc.fillColor(INK).font("bold").fontSize(16).text(title, 330, 50, rightColumn));
  tag(root, "P", () => {
    doc.font("regular").fontSize(9.5);
    const issued = words.common.quoteIssuedLabel(date(quote.issuedAt));
    doc.text(`${issued.charAt(0).toUpperCase()}${issued.slice(1)}`, rightColumn);
    doc.text(words.quotePdf.validUntilCaption(date(quote.expiresAt)), rightColumn);
    if (quote.replaces) doc.text(words.quotePdf.replacesCaption(quote.replaces), rightColumn);
  });

  const issuer = catalogue.issuer[quote.locale];
  const width = PAGE.right - PAGE.left;
  tag(root, "P", () => doc.font("bold").fontSize(20).text(brand.name, PAGE.left, 50));
  tag(root, "P", () => {
    doc.font("regular").fontSize(8.5).fillColor(MUTED);
    for (const line of [
      issuer.legalForm,
      printed(`${words.quotePdf.registeredOfficeLabel}${colon} ${issuer.registeredOffice}`),
      issuer.register,
      printed(`${words.mailLabels.vatNumber}${colon} ${issuer.vatNumber}`),
    ]) {
      doc.text(line, { width: 300 });
    }
  });

  const { customer } = quote;
  tag(root, "H2", () =>
    doc.fillColor(INK).font("bold").fontSize(10).text(words.quotePdf.clientHeading, 330, 140, { width: 215 }),
  );
  tag(root, "P", () => {
    doc.font("regular").fontSize(9.5);
    for (const line of [
      customer.company,
      `${customer.firstName} ${customer.lastName}`,
      ...customer.address.split("\n"),
      customer.email,
      ...(customer.vatNumber ? [printed(`${words.mailLabels.vatNumber}${colon} ${customer.vatNumber}`)] : []),
    ]) {
      doc.text(line, { width: 215 });
    }
  });

  // The lines, as a three-column table.
  let y = Math.max(doc.y, 200) + 25;
  const columns = [
    { title: words.quotePdf.offerColumn, x: PAGE.left, width: 270, align: "left" as const },
    { title: words.startScale.deliveryTimeLabel, x: 330, width: 110, align: "left" as const },
    { title: words.quotePdf.priceColumn, x: 440, width: 105, align: "right" as const },
  ];
  const row = (table: PDFKit.PDFStructureElement, cellType: "TH" | "TD", cells: readonly string[]) => {
    const tableRow = group(table, "TR");
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column)
        tag(tableRow, cellType, () =>
          doc.text(cell, column.x + 4, y, { width: column.width - 8, align: column.align }),
        );
    });
    tableRow.end();
  };
  const lines = group(root, "Table");
  decoration(() => doc.rect(PAGE.left, y - 6, width, 22).fill("#eef2ff"));
  doc.fillColor(INK).font("bold").fontSize(9.5);
  row(
    lines,
    "TH",
    columns.map((column) => column.title),
  );
  y += 24;
  doc.font("regular");
  for (const line of quote.lines) {
    const { name, deliveryTime } = quoteLineIn(line, quote.locale);
    const cells = [name, deliveryTime, amount(line.priceExcludingTax)];
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: (columns[index]?.width ?? 0) - 8 })),
    );
    row(lines, "TD", cells);
    y += height + 8;
    decoration(() =>
      doc
        .moveTo(PAGE.left, y - 4)
        .lineTo(PAGE.right, y - 4)
        .strokeColor("#e2e8f0")
        .stroke(),
    );
  }
  lines.end();

  const totals = [
    [words.basket.totalExcludingTaxLabel, amount(quote.totals.totalExcludingTax)],
    [printable(words.basket.vatLabel(VAT_RATE_PERCENT)), amount(quote.totals.vat)],
    [words.basket.totalIncludingTaxLabel, amount(quote.totals.totalIncludingTax)],
  ] as const;
  /** A label and its amount, tagged as a row of a two-column table: a reader announces which amount is which. */
  const labelledAmount = (table: PDFKit.PDFStructureElement, drawLabel: () => void, drawAmount: () => void) => {
    const tableRow = group(table, "TR");
    tag(tableRow, "TH", drawLabel);
    tag(tableRow, "TD", drawAmount);
    tableRow.end();
  };
  y += 6;
  const totalsTable = group(root, "Table");
  totals.forEach(([label, value], index) => {
    doc.font(index === totals.length - 1 ? "bold" : "regular").fontSize(10);
    labelledAmount(
      totalsTable,
      () => doc.text(label, 330, y, { width: 110 }),
      () => doc.text(value, 440, y, { width: 101, align: "right" }),
    );
    y += 16;
  });
  totalsTable.end();

  const { deposit, balance } = paymentSchedule(quote.totals);
  y += 20;
  tag(root, "H2", () => doc.font("bold").fontSize(10).text(words.quotePdf.scheduleHeading, PAGE.left, y, { width }));
  y += 18;
  doc.font("regular").fontSize(9.5);
  const schedule = group(root, "Table");
  for (const [label, cents] of [
    [printable(words.quotePdf.depositCaption(DEPOSIT_PERCENT)), deposit],
    [printable(words.quotePdf.balanceCaption(100 - DEPOSIT_PERCENT)), balance],
  ] as const) {
    labelledAmount(
      schedule,
      () => doc.text(label, PAGE.left, y, { width: 380 }),
      () => doc.text(printable(written.includingTax(cents)), 440, y, { width: 101, align: "right" }),
    );
    y += 15;
  }
  schedule.end();
  tag(root, "P", () => doc.text(printed(words.quotePdf.paymentStart), PAGE.left, y + 2, { width }));

  tag(root, "H2", () => doc.moveDown().font("bold").fontSize(10).text(words.quotePdf.paymentTermsHeading, { width }));
  tag(root, "P", () =>
    doc.font("regular").fontSize(8.5).fillColor(MUTED).text(printed(catalogue.paymentTerms[quote.locale]), { width }),
  );
  const termsUrl = termsOfSaleAddress(appUrl, quote.locale);
  const termsLine = group(root, "P");
  termsLine.add(() =>
    doc
      .moveDown(0.5)
      .fillColor(INK)
      .text(printed(`${words.mailTexts.termsOfSaleBefore} `), { width, continued: true }),
  );
  tag(termsLine, "Link", () => doc.fillColor("#4338ca").text(termsUrl, { link: termsUrl, underline: true }));
  termsLine.end();
  tag(root, "P", () =>
    doc.moveDown().fillColor(INK).fontSize(9.5).text(printed(words.quotePdf.howToAccept), { width }),
  );

  root.end();
  doc.end();
  return done;
}
