import { describe, expect, it } from "vitest";
import { SITE_PATH_MAX, sitePathOrUndefined } from "./site-path.js";

describe("sitePathOrUndefined", () => {
  it("keeps a site path, trimmed", () => {
    expect(sitePathOrUndefined(" /start-scale/web-start?x=1 ")).toBe("/start-scale/web-start?x=1");
  });

  it.each([
    null,
    "",
    "   ",
    "https://example.test/",
    "//example.test/",
    "/\\example.test",
    "/a b",
    "start-scale",
    `/${"a".repeat(SITE_PATH_MAX)}`,
  ])("drops %j", (value) => {
    expect(sitePathOrUndefined(value)).toBeUndefined();
  });
});
