import { describe, expect, it } from "vitest";
import { SITE_PATH_MAX, sitePathOrUndefined } from "../../shared/site-path.js";
import { sourcePage } from "./request-schemas.js";

describe("the request schemas' source page", () => {
  it("agrees with the request schemas' field, which the server validates with", () => {
    for (const value of [
      "/",
      " /blog ",
      "//x",
      "/a b",
      "x",
      `/${"a".repeat(SITE_PATH_MAX - 1)}`,
      `/${"a".repeat(SITE_PATH_MAX)}`,
    ]) {
      expect(sitePathOrUndefined(value)).toEqual(sourcePage.safeParse(value).data);
    }
  });
});
