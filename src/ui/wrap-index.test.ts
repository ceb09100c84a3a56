import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index.js";

describe("wrapIndex", () => {
  it("moves forward and backward inside the range", () => {
    expect(wrapIndex(1, 1, 5)).toBe(2);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });

  it("wraps past the last item to the first and before the first to the last", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });

  it("stays at 0 when there is nothing to show", () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
