import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date.js";

describe("formatLongDate", () => {
  it("writes a content date in full French, whatever the time zone", () => {
    expect(formatLongDate("2022-02-07T00:00:00.000Z")).toBe("7 février 2022");
    expect(formatLongDate("2025-09-15T00:00:00.000Z")).toBe("15 septembre 2025");
  });
});
