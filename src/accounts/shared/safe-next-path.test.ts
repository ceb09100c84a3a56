import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./safe-next-path.js";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeNextPath("/dashboard")).toBe("/dashboard");
    expect(safeNextPath("/applications?tab=1")).toBe("/applications?tab=1");
  });

  it("falls back for anything that could leave the site", () => {
    for (const next of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "",
    ]) {
      expect(safeNextPath(next)).toBe("/dashboard");
    }
    expect(safeNextPath(null, "/")).toBe("/");
  });
});

describe("loginPathFor", () => {
  it("encodes the way back into the login address", () => {
    expect(loginPathFor("/dashboard")).toBe("/login?next=%2Fdashboard");
  });
});
