import { describe, expect, it } from "vitest";
import { roleLabel } from "./roles.js";

describe("the names of roles", () => {
  it("names each role, an unknown one as a user", () => {
    expect([roleLabel("user"), roleLabel("staff"), roleLabel("admin")]).toEqual([
      "Utilisateur",
      "Équipe",
      "Administrateur",
    ]);
    expect(roleLabel("superuser")).toBe("Utilisateur");
  });
});
