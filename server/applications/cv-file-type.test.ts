import { describe, expect, it } from "vitest";
import { sampleCompoundFile, sampleExecutable, sampleOfficeZip, samplePdf } from "../testing/sample-files.js";
import { cfbDirectoryNames } from "./cfb-directory.js";
import { cvFileType } from "./cv-file-type.js";

describe("CV type from the bytes", () => {
  it("recognises a PDF, a DOCX and a Word 97–2003 document", async () => {
    expect(await cvFileType(samplePdf())).toEqual({ extension: "pdf", mediaType: "application/pdf" });
    expect(await cvFileType(sampleOfficeZip("docx"))).toEqual({
      extension: "docx",
      mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    expect(await cvFileType(sampleCompoundFile())).toEqual({ extension: "doc", mediaType: "application/msword" });
  });

  it("refuses an executable, plain text, a spreadsheet dressed as DOCX and a compound file that is not Word", async () => {
    expect(await cvFileType(sampleExecutable())).toBeNull();
    expect(await cvFileType(Buffer.from("Je suis un CV en texte brut, renommé en .pdf\n".repeat(20)))).toBeNull();
    expect(await cvFileType(sampleOfficeZip("xlsx"))).toBeNull();
    expect(await cvFileType(sampleCompoundFile(["Workbook"]))).toBeNull();
    expect(await cvFileType(sampleCompoundFile(["WordDocument", "Macros"]))).toBeNull();
    expect(await cvFileType(Buffer.alloc(0))).toBeNull();
  });

  it("reads the directory of a compound file, and gives up on a truncated or looping one", () => {
    expect(cfbDirectoryNames(sampleCompoundFile(["WordDocument", "1Table"]))).toEqual([
      "Root Entry",
      "WordDocument",
      "1Table",
    ]);
    expect(cfbDirectoryNames(sampleCompoundFile().subarray(0, 1024))).toBeNull();
    const looping = sampleCompoundFile();
    looping.writeUInt32LE(1, 512 + 4); // the directory sector's next sector is itself
    expect(cfbDirectoryNames(looping)).toBeNull();
  });
});
