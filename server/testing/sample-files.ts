import { strToU8, zipSync } from "fflate";

/**
 * Small real files for upload tests, built here rather than stored: a one-page PDF, a DOCX, a Word
 * 97–2003 .doc (a Compound File with a WordDocument stream), an executable header, and variants.
 */

/** A valid one-page PDF (catalog, page, content stream, font, cross-reference table) saying `text`. */
export function samplePdf(text = "CV de Léa Martin", padToBytes = 0): Buffer {
  const content = `BT /F1 14 Tf 40 150 Td (${text.replace(/[^\x20-\x7e]/g, "?")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  // A comment after the objects makes a large file that is still a valid PDF.
  if (padToBytes > pdf.length) pdf += `%${"x".repeat(padToBytes - pdf.length)}\n`;
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="${main}"/></Types>`;

/**
 * An Office Open XML package: a Word document by default, a spreadsheet when asked; `mainPart` replaces the
 * main part's bytes (60 MB of zeros make a zip bomb of some 60 KB).
 */
export function sampleOfficeZip(kind: "docx" | "xlsx" = "docx", mainPart?: Uint8Array): Buffer {
  const main =
    kind === "docx"
      ? '/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
      : '/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
  const part = kind === "docx" ? "word/document.xml" : "xl/workbook.xml";
  return Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(CONTENT_TYPES(main)),
      "_rels/.rels": strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/></Relationships>`,
      ),
      [part]: mainPart ?? strToU8('<?xml version="1.0" encoding="UTF-8"?><document>CV</document>'),
    }),
  );
}

/** A Compound File (MS-CFB, version 3): header, one FAT sector, one directory sector with these streams. */
export function sampleCompoundFile(streams: string[] = ["WordDocument", "1Table"]): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18); // minor version
  file.writeUInt16LE(3, 0x1a); // major version
  file.writeUInt16LE(0xfffe, 0x1c); // byte order
  file.writeUInt16LE(9, 0x1e); // 512-byte sectors
  file.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  file.writeUInt32LE(1, 0x2c); // one FAT sector
  file.writeUInt32LE(1, 0x30); // directory starts at sector 1
  file.writeUInt32LE(4096, 0x38); // mini stream cutoff
  file.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  file.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  for (let index = 0; index < 109; index++) file.writeUInt32LE(index === 0 ? 0 : 0xffffffff, 0x4c + index * 4);
  const fat = sector; // sector 0
  for (let index = 0; index < 128; index++) file.writeUInt32LE(0xffffffff, fat + index * 4);
  file.writeUInt32LE(0xfffffffd, fat); // sector 0 holds the FAT
  file.writeUInt32LE(0xfffffffe, fat + 4); // sector 1 (directory) ends its chain
  const directory = sector * 2; // sector 1
  ["Root Entry", ...streams].slice(0, 4).forEach((name, index) => {
    const entry = directory + index * 128;
    Buffer.from(`${name}\0`, "utf16le").copy(file, entry);
    file.writeUInt16LE((name.length + 1) * 2, entry + 0x40);
    file[entry + 0x42] = index === 0 ? 5 : 2; // root storage, then streams
    file.writeUInt32LE(0xffffffff, entry + 0x44);
    file.writeUInt32LE(0xffffffff, entry + 0x48);
    file.writeUInt32LE(index === 0 && streams.length > 0 ? 1 : 0xffffffff, entry + 0x4c);
    file.writeUInt32LE(0xfffffffe, entry + 0x74);
  });
  return file;
}

/** The first bytes of a Windows executable (MZ header pointing at a PE signature). */
export function sampleExecutable(): Buffer {
  const file = Buffer.alloc(256);
  file.write("MZ", 0, "latin1");
  file.writeUInt32LE(0x80, 0x3c);
  file.write("PE\0\0", 0x80, "latin1");
  return file;
}
