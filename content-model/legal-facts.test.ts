import { describe, expect, it } from "vitest";
import { legalFacts } from "./legal-facts.js";

describe("legalFacts", () => {
  it("reads the quoted 'label : value' list items and bold-led paragraphs, as plain text", () => {
    const markdown = [
      "Le Site est édité par la société **Novadis** :",
      "",
      "- siège social : 27 rue Grenette, 69002 Lyon, France ;",
      "- numéro de TVA intracommunautaire : FR50 843 765 215.",
      "- une phrase sans étiquette ;",
      "",
      "**Prix.** Les prix sont exprimés en euros, voir les [CGV](/legal/terms-of-sale) **en vigueur**.",
      "Un paragraphe ordinaire.",
    ].join("\n");
    const quoted = ["siège social", "numéro de TVA intracommunautaire", "Prix", "une phrase sans étiquette"];
    expect(legalFacts(markdown, quoted)).toEqual({
      "siège social": "27 rue Grenette, 69002 Lyon, France",
      "numéro de TVA intracommunautaire": "FR50 843 765 215",
      Prix: "Les prix sont exprimés en euros, voir les CGV en vigueur.",
    });
    expect(legalFacts(markdown, [])).toEqual({});
    expect(legalFacts("- registered office: 27 rue Grenette, 69002 Lyon, France;", ["registered office"])).toEqual({
      "registered office": "27 rue Grenette, 69002 Lyon, France",
    });
  });
});
