import { describe, expect, it } from "vitest";
import { highlightParts } from "../highlight.js";
import { foldCase, searchTerm } from "./french-terms.js";

describe("French search terms", () => {
  it("ignores accents, case and ligatures", () => {
    expect(searchTerm("Sécurité")).toBe(searchTerm("securite"));
    expect(searchTerm("SÉCURITÉ")).toBe("securite");
    expect(foldCase("Œuvre Ça")).toBe("oeuvre ca");
  });

  it("meets singular and plural", () => {
    expect(searchTerm("applications")).toBe(searchTerm("application"));
    expect(searchTerm("journaux")).toBe(searchTerm("journal"));
    expect(searchTerm("prix")).toBe("prix");
    expect(searchTerm("business")).toBe("business");
  });

  it("drops words that name nothing", () => {
    expect(searchTerm("les")).toBeNull();
    expect(searchTerm("a")).toBeNull();
    expect(searchTerm("des")).toBeNull();
  });

  it("highlights the words whose indexed form matched, accents and plurals included", () => {
    expect(highlightParts("Sécurité des données", ["securite"])).toEqual([
      { text: "Sécurité", matched: true },
      { text: " des données", matched: false },
    ]);
    expect(highlightParts("Nos Applications", ["application"]).filter((part) => part.matched)).toEqual([
      { text: "Applications", matched: true },
    ]);
  });
});
