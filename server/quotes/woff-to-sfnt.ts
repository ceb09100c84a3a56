import { inflateSync } from "node:zlib";

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (https://www.w3.org/TR/WOFF/): its tables inflated once,
 * behind a rebuilt table directory. fontkit reads a WOFF by inflating its tables again on every access, in
 * JavaScript (tiny-inflate), for every quote PDF: 70 % of a render's time went there. Given the sfnt, it
 * reads the tables directly (docs/0064-quote-pdf-fonts.md).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const numTables = woff.readUInt16BE(12);
  const sfnt = Buffer.alloc(woff.readUInt32BE(16));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(numTables, 4);
  // The table directory's binary-search fields, as the OpenType header defines them.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);

  let offset = 12 + numTables * 16;
  for (let index = 0; index < numTables; index += 1) {
    const entry = 44 + index * 20;
    const start = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(start, start + compressedLength);
    const table = compressedLength < length ? inflateSync(stored) : stored;
    if (table.length !== length) throw new Error(`WOFF table ${index}: ${table.length} bytes, ${length} announced`);
    const directory = 12 + index * 16;
    sfnt.writeUInt32BE(woff.readUInt32BE(entry), directory);
    sfnt.writeUInt32BE(woff.readUInt32BE(entry + 16), directory + 4);
    sfnt.writeUInt32BE(offset, directory + 8);
    sfnt.writeUInt32BE(length, directory + 12);
    table.copy(sfnt, offset);
    // Each table starts on a 4-byte boundary.
    offset += (length + 3) & ~3;
  }
  return sfnt;
}
