import { describe, expect, it } from "vitest";
import { ofName } from "./french-of-name.js";

describe("ofName", () => {
  it("elides « de » before a vowel", () => {
    expect(ofName("Antoine Delorme")).toBe("d'Antoine Delorme");
    expect(ofName("Élise Martin")).toBe("d'Élise Martin");
    expect(ofName("Camille Roussel")).toBe("de Camille Roussel");
  });
});
