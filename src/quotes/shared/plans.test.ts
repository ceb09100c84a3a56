import { describe, expect, it } from "vitest";
import { roleLabel } from "../../back-office/shared/roles.js";
import { planLabel } from "./plans.js";

describe("the names of plans and roles", () => {
  it("names the free plan, and shows an unknown plan as stored rather than nothing", () => {
    expect(planLabel("freemium")).toBe("Gratuite");
    expect(planLabel("entreprise")).toBe("entreprise");
  });

  it("names each role, an unknown one as a user", () => {
    expect([roleLabel("user"), roleLabel("staff"), roleLabel("admin")]).toEqual([
      "Utilisateur",
      "Équipe",
      "Administrateur",
    ]);
    expect(roleLabel("superuser")).toBe("Utilisateur");
  });
});
