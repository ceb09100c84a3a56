import { describe, expect, it } from "vitest";
import { staysOnSite, withoutTrailingSlash } from "./local-redirect.js";

describe("local redirects", () => {
  it("drops trailing slashes and collapses leading ones", () => {
    expect(withoutTrailingSlash("/expertises/")).toBe("/expertises");
    expect(withoutTrailingSlash("/a//b//")).toBe("/a//b");
    expect(withoutTrailingSlash("//evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("/\\evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("///")).toBe("/");
    expect(withoutTrailingSlash("/")).toBeNull();
    expect(withoutTrailingSlash("/expertises")).toBeNull();
  });

  it("accepts only targets a browser resolves on this site", () => {
    expect(staysOnSite("/careers?x=1")).toBe(true);
    for (const target of ["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example/", "evil"]) {
      expect(staysOnSite(target), target).toBe(false);
    }
  });
});
