import { describe, expect, it } from "vitest";
import { typographyFaults } from "../../../src/shared/french-typography.js";
import { runPdfTool } from "../../testing/pdf-tools.js";
import { loadQuoteCatalogue } from "../quote-catalogue.js";
import type { QuoteDocument } from "../quote-document.js";
import { renderQuotePdf } from "../quote-pdf.js";

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
    address: "3 place Bellecour\n69002 Lyon",
    vatNumber: null,
  },
  lines: [
    { offerId: "web-start", name: "Site Web Start", deliveryTime: "2 semaines", priceExcludingTax: 99_000 },
    { offerId: "seo-audit", name: "Audit SEO", deliveryTime: "1 semaine", priceExcludingTax: 45_000 },
  ],
  totals: { totalExcludingTax: 144_000, vat: 28_800, totalIncludingTax: 172_800 },
};

/** The quote PDF as archival and assistive software read it (docs/0023), checked by qpdf and poppler. */
describe("the quote PDF", () => {
  const catalogue = loadQuoteCatalogue();
  const rendered = renderQuotePdf(quote, catalogue, "https://example.test");

  it("is a well-formed PDF 1.7 for qpdf", async () => {
    const report = await runPdfTool("qpdf", (file) => ["--check", file], await rendered);
    expect(report).toContain("PDF Version: 1.7");
    expect(report).toContain("No syntax or stream encoding errors found");
  });

  it("is tagged, titled, shows its title and declares PDF/A-3b in its XMP metadata", async () => {
    const pdf = await rendered;
    const info = await runPdfTool("pdfinfo", (file) => [file], pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+Devis DEV-2026-0042$/m);
    expect(info).toMatch(/^Metadata Stream:\s+yes$/m);
    const xmp = await runPdfTool("pdfinfo", (file) => ["-meta", file], pdf);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toContain(">Devis DEV-2026-0042</rdf:li>");
    // The catalogue's language and the viewer preference to show the title (pdfinfo prints neither).
    const root = await runPdfTool("qpdf", (file) => ["--json=2", "--json-key=qpdf", file], pdf);
    expect(root).toContain('"/Lang": "u:fr-FR"');
    expect(root).toContain('"/DisplayDocTitle": true');
    expect(root).toContain('"/OutputIntents"');
  });

  it("embeds every font it uses", async () => {
    const fonts = await runPdfTool("pdffonts", (file) => [file], await rendered);
    const rows = fonts.trim().split("\n").slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/\byes\s+yes\s+yes\b/);
  });

  it("reads in order: the title, the client, the lines as a table with header cells, the totals", async () => {
    const structure = await runPdfTool("pdfinfo", (file) => ["-struct-text", file], await rendered);
    const outline = structure
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /^(H1|H2|Table|TR|TH|TD)\b/.test(line) || line.startsWith('"'));
    expect(outline.slice(0, 2)).toEqual(["H1 (block)", '"Devis DEV-2026-0042"']);
    expect(structure).toMatch(/H2 \(block\)\s+"Client"/);
    expect(structure).toMatch(
      /Table \(block\)\s+TR\s+TH\s+"Offre"\s+TH\s+"Délai"\s+TH\s+"Prix HT"\s+TR\s+TD\s+"Site Web Start"\s+TD\s+"2 semaines"/,
    );
    expect(structure).toMatch(/TR\s+TH\s+"Total TTC"\s+TD\s+"1\u00a0728\u00a0€"/);
    // Justified text is drawn word by word without its spaces: the terms stay ragged so a reader hears words.
    expect(structure).toContain(catalogue.paymentTerms.fr.split(" ").slice(0, 6).join(" "));
    expect(structure).toMatch(/Link \(inline\)\s+"https:\/\/example.test\/legal\/terms-of-sale"/);
  });

  it("sets its words in French typography, with the no-break space its font can print", async () => {
    // The tagged text, as a screen reader gets it: pdftotext writes every no-break space as a plain one.
    const text = await runPdfTool("pdfinfo", (file) => ["-struct-text", file], await rendered);
    expect(typographyFaults(text)).toEqual([]);
    expect(text).toContain("Siège social\u00a0: ");
    expect(text).toContain("Acompte de 30\u00a0%");
    expect(text).not.toContain("\u202f");
  });

  it("in English: each offer by its translation's name and delay, the payment clause and terms of sale in English", async () => {
    const english = await renderQuotePdf({ ...quote, locale: "en" }, catalogue, "https://example.test");
    const text = (await runPdfTool("pdftotext", (file) => [file, "-"], english)).replace(/\s+/g, " ");
    expect(text).toContain("Showcase site Start");
    expect(text).toContain("1 to 2 weeks");
    // An offer without a translation keeps the words it was issued with.
    expect(text).toContain("Audit SEO");
    expect(text).not.toContain("Site Web Start");
    expect(text).toContain(catalogue.paymentTerms.en.split(" ").slice(0, 8).join(" "));
    expect(text).not.toContain(catalogue.paymentTerms.fr.split(" ").slice(0, 8).join(" "));
    expect(text).toContain("https://example.test/en/legal/terms-of-sale");
    // The issuer as the English legal notice states it.
    expect(text).toContain(catalogue.issuer.en.legalForm);
    expect(text).not.toContain(catalogue.issuer.fr.legalForm);
  });
});
