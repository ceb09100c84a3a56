import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.js";

const both = { br: 1, gzip: 1 };

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, among what exists", () => {
    expect(preferredEncoding("gzip, deflate, br", both)).toBe("br");
    expect(preferredEncoding("gzip, deflate, br", { gzip: 1 })).toBe("gzip");
    expect(preferredEncoding("gzip", both)).toBe("gzip");
  });

  it("serves identity without a header, or when every encoding is refused", () => {
    expect(preferredEncoding(undefined, both)).toBeUndefined();
    expect(preferredEncoding("identity", both)).toBeUndefined();
    expect(preferredEncoding("br;q=0, gzip;q=0", both)).toBeUndefined();
    expect(preferredEncoding("br;q=0, *", both)).toBe("gzip");
  });
});
