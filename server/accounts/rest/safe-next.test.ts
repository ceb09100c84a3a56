import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next.js";

describe("safeNext", () => {
  it("keeps paths of this site", () => {
    expect(safeNext("/dashboard")).toBe("/dashboard");
    expect(safeNext("/applications/view/Nova%20Notes?tab=avis")).toBe("/applications/view/Nova%20Notes?tab=avis");
  });

  it("falls back to the dashboard for anything that could leave the site", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "",
      undefined,
      ["/a"],
    ]) {
      expect(safeNext(value)).toBe("/dashboard");
    }
  });
});
