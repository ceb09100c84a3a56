import { describe, expect, it } from "vitest";
import { eurosToCents, formatEuros, formatExcludingTax, formatIncludingTax, totalsOf, vatOf } from "./money.js";

describe("money", () => {
  it("turns euros into integer cents and refuses what is not a price", () => {
    expect(eurosToCents(1990)).toBe(199_000);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(() => eurosToCents(-5)).toThrow(RangeError);
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(1.005)).toThrow(RangeError);
  });

  it("rounds VAT at 20 % to the nearest cent", () => {
    expect(vatOf(199_000)).toBe(39_800);
    expect(vatOf(1)).toBe(0); // 0.2 cent
    expect(vatOf(3)).toBe(1); // 0.6 cent
    expect(vatOf(1999)).toBe(400); // 399.8 cents
    expect(vatOf(1997)).toBe(399); // 399.4 cents
  });

  it("adds lines, then computes VAT once on the total", () => {
    expect(totalsOf([199_000, 349_000])).toEqual({
      totalExcludingTax: 548_000,
      vat: 109_600,
      totalIncludingTax: 657_600,
    });
    // Per line, 0.6 + 0.6 cents would round to 2 cents; on the total 6 cents × 20 % is 1.2, so 1 cent.
    expect(totalsOf([3, 3])).toEqual({ totalExcludingTax: 6, vat: 1, totalIncludingTax: 7 });
    expect(totalsOf([])).toEqual({ totalExcludingTax: 0, vat: 0, totalIncludingTax: 0 });
  });

  it("formats in French with the narrow no-break spaces Intl produces", () => {
    expect(formatEuros(199_000)).toBe("1\u202f990\u00a0€");
    expect(formatEuros(89_000)).toBe("890\u00a0€");
    expect(formatEuros(1_234_567_89)).toBe("1\u202f234\u202f567,89\u00a0€");
    expect(formatEuros(199_050)).toBe("1\u202f990,50\u00a0€");
    expect(formatExcludingTax(199_000)).toBe("1\u202f990\u00a0€\u00a0HT");
    expect(formatIncludingTax(238_800)).toBe("2\u202f388\u00a0€\u00a0TTC");
  });

  it("writes every amount as Intl's French currency format does", () => {
    const intl = new Intl.NumberFormat("fr-FR", {
      style: "currency",
      currency: "EUR",
      trailingZeroDisplay: "stripIfInteger",
    });
    for (let cents = 0; cents < 2_000_000; cents += 997) expect(formatEuros(cents)).toBe(intl.format(cents / 100));
    for (const cents of [1, 10, 99, 100, 101, 71_640, 167_160, 99_999_999_999]) {
      expect(formatEuros(cents)).toBe(intl.format(cents / 100));
    }
  });
});
