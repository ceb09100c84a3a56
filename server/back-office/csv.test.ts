import { describe, expect, it } from "vitest";
import { csvCell, csvLine, csvTextCell } from "./csv.js";

describe("CSV cells", () => {
  it("neutralises what a spreadsheet would run as a formula, at the start and wherever a reader may split", () => {
    for (const formula of ["=cmd|' /C calc'!A0", "+33 6 12", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(formula).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell("Bonjour,=1+2,fin")).toBe(`"Bonjour,'=1+2,fin"`);
    expect(csvCell("a;-1\n+2\t@3")).toBe(`"a;'-1\n'+2\t'@3"`);
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    expect(csvCell("Société = Martin, Jean-Pierre")).toBe(`"Société = Martin, Jean-Pierre"`);
  });

  it("quotes every field, doubles quotes, and leaves line breaks inside the field", () => {
    expect(csvLine(["a;b", 'dit "oui"', "ligne\nsuivante", "", "42"].map(csvCell))).toBe(
      '"a;b";"dit ""oui""";"ligne\nsuivante";"";"42"\r\n',
    );
    expect(csvCell(null)).toBe('""');
  });

  it("keeps a phone number as text with an invisible word joiner rather than a visible apostrophe", () => {
    expect(csvTextCell("0612345678")).toBe('"\u20600612345678"');
    expect(csvTextCell("+33 6 12 34 56 78")).toBe('"\u2060+33 6 12 34 56 78"');
    expect(csvTextCell(null)).toBe('""');
  });
});
