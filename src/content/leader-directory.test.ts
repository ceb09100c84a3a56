import { describe, expect, it } from "vitest";
import { leaders, leadersWithPage, ofName } from "./leader-directory.js";

describe("leader directory", () => {
  it("elides « de » before a vowel", () => {
    expect(ofName("Antoine Delorme")).toBe("d'Antoine Delorme");
    expect(ofName("Élise Martin")).toBe("d'Élise Martin");
    expect(ofName("Camille Roussel")).toBe("de Camille Roussel");
  });

  it("publishes a page only for the leaders marked so, the founder among them", () => {
    expect(leaders.length).toBeGreaterThan(leadersWithPage.length);
    expect(leadersWithPage.map((leader) => leader.id)).toContain("antoine-delorme");
  });
});
