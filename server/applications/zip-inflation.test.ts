import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sampleOfficeZip, samplePdf } from "../testing/sample-files.js";
import { zipDeclaresTooMuch } from "./zip-inflation.js";

/** Rewrites the uncompressed size every central directory entry declares: what a forged zip says of itself. */
function declaring(zip: Uint8Array, uncompressedBytes: number): Buffer {
  const forged = Buffer.from(zip);
  for (let offset = 0; offset + 46 <= forged.length; offset++) {
    if (forged.readUInt32LE(offset) === 0x02014b50) forged.writeUInt32LE(uncompressedBytes, offset + 24);
  }
  return forged;
}

describe("a 1.5 MB DOCX whose word/document.xml inflates to 1.5 GB is stored", () => {
  it("passes an ordinary DOCX and anything that is not a zip", () => {
    expect(zipDeclaresTooMuch(sampleOfficeZip("docx"))).toBe(false);
    expect(zipDeclaresTooMuch(samplePdf())).toBe(false);
  });

  it("refuses a part that expands more than 100 times, even far under 50 MB", () => {
    expect(zipDeclaresTooMuch(sampleOfficeZip("docx", new Uint8Array(2 * 1024 * 1024)))).toBe(true);
  });

  it("refuses more than 50 MB declared in all, from the directory alone", () => {
    // 60 parts of 900 KB each: none over the ratio's floor, 54 MB together.
    const parts = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`word/part${index}.xml`, strToU8("x")]));
    expect(zipDeclaresTooMuch(zipSync(parts))).toBe(false);
    expect(zipDeclaresTooMuch(declaring(zipSync(parts, { level: 0 }), 900 * 1024))).toBe(true);
  });

  it("refuses a zip whose directory cannot be read", () => {
    const zip = sampleOfficeZip("docx");
    expect(zipDeclaresTooMuch(zip.subarray(0, zip.length - 30))).toBe(true);
  });
});
