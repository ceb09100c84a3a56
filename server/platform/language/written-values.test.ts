import { describe, expect, it } from "vitest";
import { writtenValuesFor } from "./written-values.js";

// 28 November 2026, 14:30 in Paris (UTC+1).
const instant = Date.UTC(2026, 10, 28, 13, 30);

describe("money and dates in a visitor's language", () => {
  it("writes English with British conventions", () => {
    const english = writtenValuesFor("en");
    expect(english.excludingTax(199_000)).toBe("€1,990.00 excl. VAT");
    expect(english.includingTax(238_800)).toBe("€2,388.00 incl. VAT");
    expect(english.date(instant)).toBe("28 November 2026");
    expect(english.dateTime(instant)).toBe("Saturday 28 November 2026 at 14:30");
  });

  it("keeps the site's French writers for French", () => {
    const french = writtenValuesFor("fr");
    expect(french.excludingTax(199_000)).toBe("1\u202f990\u00a0€\u00a0HT");
    expect(french.date(instant)).toBe("28 novembre 2026");
  });
});
