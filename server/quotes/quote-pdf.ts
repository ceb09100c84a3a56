import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { frenchTypography } from "../../src/shared/french-typography.js";
import { formatEuros, VAT_RATE_PERCENT } from "../../src/shared/money.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import { brand } from "../../src/shared/site/brand.js";
import type { QuoteCatalogue } from "./quote-catalogue.js";
import type { QuoteDocument } from "./quote-document.js";
import { DEPOSIT_PERCENT, paymentSchedule } from "./quote-terms.js";
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
const amount = (cents: number) => printable(formatEuros(cents));
/** Our sentences in French typography, as the mails set theirs (docs/0058-french-typography.md). */
const printed = (text: string) => printable(frenchTypography(text));

const PAGE = { left: 50, right: 545 };
const INK = "#0f172a";
const MUTED = "#475569";

/**
 * The quote's PDF (A4): issuer, client, lines, totals, payment schedule and the terms of sale's payment clause.
 * Archival and accessible (docs/0023): PDF/A-3b (PDF 1.7, fonts embedded, sRGB output intent, XMP metadata;
 * PDF/A-3 so a Factur-X invoice can later embed its XML), tagged in reading order (headings, the lines as a
 * table with header cells, paragraphs, the link; rules and fills as artifacts), `/Lang fr-FR` so a screen
 * reader picks a French voice, and the title shown instead of the file name.
 */
export function renderQuotePdf(
  quote: QuoteDocument,
  catalogue: Pick<QuoteCatalogue, "issuer" | "paymentTerms">,
  appUrl: string,
): Promise<Buffer> {
  const title = `Devis ${quote.reference}`;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 50, bottom: 50, left: PAGE.left, right: 595 - PAGE.right },
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    tagged: true,
    lang: "fr-FR",
    displayTitle: true,
    info: {
      Title: title,
      Author: brand.name,
      Subject: `Devis de ${brand.name}`,
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
    doc.text(`Émis le ${formatParisDate(quote.issuedAt)}`, rightColumn);
    doc.text(`Valable jusqu'au ${formatParisDate(quote.expiresAt)}`, rightColumn);
    if (quote.replaces) doc.text(`Remplace le devis ${quote.replaces}`, rightColumn);
  });

  const { issuer } = catalogue;
  const width = PAGE.right - PAGE.left;
  tag(root, "P", () => doc.font("bold").fontSize(20).text(brand.name, PAGE.left, 50));
  tag(root, "P", () => {
    doc.font("regular").fontSize(8.5).fillColor(MUTED);
    for (const line of [
      issuer.legalForm,
      printed(`Siège social : ${issuer.registeredOffice}`),
      issuer.register,
      printed(`TVA intracommunautaire : ${issuer.vatNumber}`),
    ]) {
      doc.text(line, { width: 300 });
    }
  });

  const { customer } = quote;
  tag(root, "H2", () => doc.fillColor(INK).font("bold").fontSize(10).text("Client", 330, 140, { width: 215 }));
  tag(root, "P", () => {
    doc.font("regular").fontSize(9.5);
    for (const line of [
      customer.company,
      `${customer.firstName} ${customer.lastName}`,
      ...customer.address.split("\n"),
      customer.email,
      ...(customer.vatNumber ? [printed(`TVA intracommunautaire : ${customer.vatNumber}`)] : []),
    ]) {
      doc.text(line, { width: 215 });
    }
  });

  // The lines, as a three-column table.
  let y = Math.max(doc.y, 200) + 25;
  const columns = [
    { title: "Offre", x: PAGE.left, width: 270, align: "left" as const },
    { title: "Délai", x: 330, width: 110, align: "left" as const },
    { title: "Prix HT", x: 440, width: 105, align: "right" as const },
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
    const cells = [line.name, line.deliveryTime, amount(line.priceExcludingTax)];
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
    ["Total HT", amount(quote.totals.totalExcludingTax)],
    [`TVA ${VAT_RATE_PERCENT}\u00a0%`, amount(quote.totals.vat)],
    ["Total TTC", amount(quote.totals.totalIncludingTax)],
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
  tag(root, "H2", () => doc.font("bold").fontSize(10).text("Échéancier", PAGE.left, y, { width }));
  y += 18;
  doc.font("regular").fontSize(9.5);
  const schedule = group(root, "Table");
  for (const [label, cents] of [
    [`Acompte de ${DEPOSIT_PERCENT}\u00a0% à l'acceptation du devis`, deposit],
    [`Solde de ${100 - DEPOSIT_PERCENT}\u00a0% à la réception des livrables`, balance],
  ] as const) {
    labelledAmount(
      schedule,
      () => doc.text(label, PAGE.left, y, { width: 380 }),
      () => doc.text(`${amount(cents)} TTC`, 440, y, { width: 101, align: "right" }),
    );
    y += 15;
  }
  schedule.end();
  tag(root, "P", () =>
    doc.text(
      printed(
        "L'exécution commence à l'encaissement de l'acompte ; le solde est payable par virement bancaire à trente jours.",
      ),
      PAGE.left,
      y + 2,
      { width },
    ),
  );

  tag(root, "H2", () =>
    doc
      .moveDown()
      .font("bold")
      .fontSize(10)
      .text("Conditions de paiement (conditions générales de vente, article 4)", { width }),
  );
  tag(root, "P", () =>
    doc.font("regular").fontSize(8.5).fillColor(MUTED).text(printed(catalogue.paymentTerms), { width }),
  );
  const termsUrl = `${appUrl}/legal/terms-of-sale`;
  const termsLine = group(root, "P");
  termsLine.add(() =>
    doc.moveDown(0.5).fillColor(INK).text(printed("Conditions générales de vente : "), { width, continued: true }),
  );
  tag(termsLine, "Link", () => doc.fillColor("#4338ca").text(termsUrl, { link: termsUrl, underline: true }));
  termsLine.end();
  tag(root, "P", () =>
    doc
      .moveDown()
      .fillColor(INK)
      .fontSize(9.5)
      .text(
        printed(
          "Pour accepter ce devis, utilisez le lien « Accepter le devis » de l'e-mail qui l'accompagne ou votre espace client, avant sa date de fin de validité.",
        ),
        { width },
      ),
  );

  root.end();
  doc.end();
  return done;
}
