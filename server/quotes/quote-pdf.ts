import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatEuros, VAT_RATE_PERCENT } from "../../src/shared/money.js";
import { formatParisDate } from "../../src/shared/paris-time.js";
import { brand } from "../../src/site/brand.js";
import type { QuoteCatalogue } from "./quote-catalogue.js";
import type { QuoteDocument } from "./quote-document.js";
import { DEPOSIT_PERCENT, paymentSchedule } from "./quote-terms.js";

// Inter, the site's own typeface, from its npm package: embedded (subset) so accents and "€" print on any
// reader. WOFF rather than WOFF2: fontkit's subsetter mis-writes composite glyphs read from WOFF2.
const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const REGULAR = font(400);
const BOLD = font(700);

/** Inter's Latin file has no narrow no-break space (Intl's French thousands separator): a no-break space prints instead. */
const amount = (cents: number) => formatEuros(cents).replace(/\u202f/g, "\u00a0");

const PAGE = { left: 50, right: 545 };
const INK = "#0f172a";
const MUTED = "#475569";

/** The quote's PDF (A4): issuer, client, lines, totals, payment schedule and the terms of sale's payment clause. */
export function renderQuotePdf(
  quote: QuoteDocument,
  catalogue: Pick<QuoteCatalogue, "issuer" | "paymentTerms">,
  appUrl: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 50, bottom: 50, left: PAGE.left, right: 595 - PAGE.right },
    info: { Title: `Devis ${quote.reference}`, Author: brand.name, CreationDate: new Date(quote.issuedAt) },
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { issuer } = catalogue;
  const width = PAGE.right - PAGE.left;
  doc.fillColor(INK).font("bold").fontSize(20).text(brand.name, PAGE.left, 50);
  doc.font("regular").fontSize(8.5).fillColor(MUTED);
  for (const line of [
    issuer.legalForm,
    `Siège social : ${issuer.registeredOffice}`,
    issuer.register,
    `TVA intracommunautaire : ${issuer.vatNumber}`,
  ]) {
    doc.text(line, { width: 300 });
  }

  doc
    .fillColor(INK)
    .font("bold")
    .fontSize(16)
    .text(`Devis ${quote.reference}`, 330, 50, { width: 215, align: "right" });
  doc.font("regular").fontSize(9.5);
  doc.text(`Émis le ${formatParisDate(quote.issuedAt)}`, { width: 215, align: "right" });
  doc.text(`Valable jusqu'au ${formatParisDate(quote.expiresAt)}`, { width: 215, align: "right" });
  if (quote.replaces) doc.text(`Remplace le devis ${quote.replaces}`, { width: 215, align: "right" });

  const { customer } = quote;
  doc.font("bold").fontSize(10).text("Client", 330, 140, { width: 215 });
  doc.font("regular").fontSize(9.5);
  for (const line of [
    customer.company,
    `${customer.firstName} ${customer.lastName}`,
    ...customer.address.split("\n"),
    customer.email,
    ...(customer.vatNumber ? [`TVA intracommunautaire : ${customer.vatNumber}`] : []),
  ]) {
    doc.text(line, { width: 215 });
  }

  // The lines, as a three-column table.
  let y = Math.max(doc.y, 200) + 25;
  const columns = [
    { title: "Offre", x: PAGE.left, width: 270, align: "left" as const },
    { title: "Délai", x: 330, width: 110, align: "left" as const },
    { title: "Prix HT", x: 440, width: 105, align: "right" as const },
  ];
  doc.rect(PAGE.left, y - 6, width, 22).fill("#eef2ff");
  doc.fillColor(INK).font("bold").fontSize(9.5);
  for (const column of columns)
    doc.text(column.title, column.x + 4, y, { width: column.width - 8, align: column.align });
  y += 24;
  doc.font("regular");
  for (const line of quote.lines) {
    const cells = [line.name, line.deliveryTime, amount(line.priceExcludingTax)];
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: (columns[index]?.width ?? 0) - 8 })),
    );
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column) doc.text(cell, column.x + 4, y, { width: column.width - 8, align: column.align });
    });
    y += height + 8;
    doc
      .moveTo(PAGE.left, y - 4)
      .lineTo(PAGE.right, y - 4)
      .strokeColor("#e2e8f0")
      .stroke();
  }

  const totals = [
    ["Total HT", amount(quote.totals.totalExcludingTax)],
    [`TVA ${VAT_RATE_PERCENT} %`, amount(quote.totals.vat)],
    ["Total TTC", amount(quote.totals.totalIncludingTax)],
  ] as const;
  y += 6;
  totals.forEach(([label, value], index) => {
    doc.font(index === totals.length - 1 ? "bold" : "regular").fontSize(10);
    doc.text(label, 330, y, { width: 110 });
    doc.text(value, 440, y, { width: 101, align: "right" });
    y += 16;
  });

  const { deposit, balance } = paymentSchedule(quote.totals);
  y += 20;
  doc.font("bold").fontSize(10).text("Échéancier", PAGE.left, y, { width });
  y += 18;
  doc.font("regular").fontSize(9.5);
  for (const [label, cents] of [
    [`Acompte de ${DEPOSIT_PERCENT} % à l'acceptation du devis`, deposit],
    [`Solde de ${100 - DEPOSIT_PERCENT} % à la réception des livrables`, balance],
  ] as const) {
    doc.text(label, PAGE.left, y, { width: 380 });
    doc.text(`${amount(cents)} TTC`, 440, y, { width: 101, align: "right" });
    y += 15;
  }
  doc.text(
    "L'exécution commence à l'encaissement de l'acompte ; le solde est payable par virement bancaire à trente jours.",
    PAGE.left,
    y + 2,
    { width },
  );

  doc.moveDown();
  doc.font("bold").fontSize(10).text("Conditions de paiement (conditions générales de vente, article 4)", { width });
  doc.font("regular").fontSize(8.5).fillColor(MUTED).text(catalogue.paymentTerms, { width, align: "justify" });
  const termsUrl = `${appUrl}/legal/terms-of-sale`;
  doc.moveDown(0.5).fillColor(INK).text("Conditions générales de vente : ", { width, continued: true });
  doc.fillColor("#4338ca").text(termsUrl, { link: termsUrl, underline: true });
  doc
    .moveDown()
    .fillColor(INK)
    .fontSize(9.5)
    .text(
      "Pour accepter ce devis, utilisez le lien « Accepter le devis » de l'e-mail qui l'accompagne ou votre espace client, avant sa date de fin de validité.",
      { width },
    );

  doc.end();
  return done;
}
