import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.js";

describe("CSV cells", () => {
  it("neutralises what a spreadsheet would run as a formula", () => {
    for (const formula of ["=cmd|' /C calc'!A0", "+33 6 12", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(formula).replace(/^"/, "").startsWith("'")).toBe(true);
    }
    expect(csvCell("Société = Martin")).toBe("Société = Martin");
  });

  it("quotes separators, quotes and line breaks, and leaves the rest as is", () => {
    expect(csvLine(["a;b", 'dit "oui"', "ligne\nsuivante", null, 42])).toBe(
      '"a;b";"dit ""oui""";"ligne\nsuivante";;42\r\n',
    );
  });
});
