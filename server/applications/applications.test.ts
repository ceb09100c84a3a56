import { describe, expect, it } from "vitest";
import { fileSizeText, storedFileName } from "./applications.js";

describe("stored CV names and sizes", () => {
  it("keep the visitor's name without folders or control characters, with the extension of the real type", () => {
    expect(storedFileName("C:\\Users\\ines\\CV Inès.PDF", "pdf")).toBe("CV Inès.pdf");
    expect(storedFileName("../../etc/cv.pdf.exe", "pdf")).toBe("cv.pdf.pdf");
    expect(storedFileName("cv\u0000\n.docx", "docx")).toBe("cv.docx");
    expect(storedFileName("", "doc")).toBe("cv.doc");
    expect(storedFileName(`${"a".repeat(300)}.pdf`, "pdf")).toHaveLength(124);
  });

  it("are written in French units", () => {
    expect(fileSizeText(300)).toBe("1 Ko");
    expect(fileSizeText(245_000)).toBe("239 Ko");
    expect(fileSizeText(1_363_149)).toBe("1,3 Mo");
  });
});
