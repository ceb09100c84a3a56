import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt.js";

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"));

/** A PDF set in `font`: what pdfkit and fontkit make of its glyphs, subset and embedded. */
function pdfSetIn(font: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ info: { CreationDate: new Date(Date.UTC(2026, 10, 29)) }, compress: false });
  doc.registerFont("inter", font);
  doc.font("inter").fontSize(10).text("Échéancier : 30 % à la commande, « solde » à la livraison — 1 990,00 € ffi → œ");
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.end();
  return done;
}

describe("woffToSfnt", () => {
  it("gives fontkit the same font: a PDF set in the unwrapped font is the PDF set in the WOFF, byte for byte", async () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    expect((await pdfSetIn(sfnt)).equals(await pdfSetIn(woff))).toBe(true);
  });

  it("refuses what is not a WOFF 1.0 file, and a table whose length is not the announced one", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 and more bytes than a header"))).toThrow("not a WOFF 1.0 font");
    const broken = Buffer.from(woff);
    // The first table's announced original length, one byte longer than its data inflates to.
    broken.writeUInt32BE(broken.readUInt32BE(44 + 12) + 1, 44 + 12);
    expect(() => woffToSfnt(broken)).toThrow(/WOFF table 0/);
  });
});
