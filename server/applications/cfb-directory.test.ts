import CFB from "cfb";
import { describe, expect, it } from "vitest";
import { sampleCompoundFile } from "../testing/sample-files.js";
import { cfbDirectoryNames } from "./cfb-directory.js";

/** A Word-like compound file written by the `cfb` package: streams past the mini-stream cutoff, a storage tree. */
function writtenByCfb(): Buffer {
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, "WordDocument", Buffer.alloc(600_000, 1));
  CFB.utils.cfb_add(file, "1Table", Buffer.alloc(5_000, 2));
  CFB.utils.cfb_add(file, "Macros/VBA/dir", Buffer.alloc(100, 3));
  return CFB.write(file, { type: "buffer" }) as Buffer;
}

/** The hand-written directory reader stays (docs/0044-server-libraries.md): held here to the library's reading. */
describe("the compound file directory, against the cfb package", () => {
  it("names the same entries as cfb in a file cfb wrote", () => {
    const bytes = writtenByCfb();
    const byLibrary = CFB.parse(bytes, {})
      .FileIndex.filter((entry) => entry.type !== 0)
      .map((entry) => entry.name);
    expect(byLibrary).toContain("WordDocument");
    expect(cfbDirectoryNames(bytes)).toEqual(byLibrary);
  });

  it("reads only the directory: a stream whose sector chain loops costs it nothing (cfb 1.2.2 never returns)", () => {
    const file = Buffer.concat([sampleCompoundFile(["WordDocument"]), Buffer.alloc(1024)]);
    file.writeUInt32LE(3, 512 + 2 * 4); // sector 2 → 3
    file.writeUInt32LE(2, 512 + 3 * 4); // sector 3 → 2
    file.writeUInt32LE(3, 1024 + 128 + 0x74); // WordDocument starts inside that loop
    file.writeUInt32LE(4096, 1024 + 128 + 0x78); // and is large enough to live in the FAT
    const started = performance.now();
    expect(cfbDirectoryNames(file)).toEqual(["Root Entry", "WordDocument"]);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
