import { describe, expect, it } from "vitest";
import { compareFrench, formatFrenchNumber } from "./french-text.js";

/** A deterministic spread of values: every magnitude from 0 to 10⁹, with and without decimals. */
function* samples(): Generator<number> {
  let seed = 7;
  for (let i = 0; i < 4000; i++) {
    seed = (seed * 48271) % 2147483647;
    const magnitude = 10 ** (i % 10);
    yield Math.round((seed / 2147483647) * magnitude * 1000) / 1000;
  }
  yield* [0, 0.05, 0.5, 0.95, 1, 9.995, 999, 1000, 1999.5, 10_000, 123_456.785];
}

describe("formatFrenchNumber", () => {
  it("writes what Intl writes for fr-FR, for every kind of fraction the site uses", () => {
    for (const [min, max] of [
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 2],
    ] as const) {
      const intl = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of samples()) {
        expect(formatFrenchNumber(value, min, max), `${value} with ${min}–${max} decimals`).toBe(intl.format(value));
        expect(formatFrenchNumber(-value - 1, min, max)).toBe(intl.format(-value - 1));
      }
    }
  });
});

describe("compareFrench", () => {
  it("orders words as French collation does", () => {
    const words = [
      "Télétravail",
      "Lyon",
      "Écully",
      "Paris",
      "île-de-France",
      "Hybride",
      "CDI",
      "Alternance",
      "cdd",
      "Étang",
      "Stage",
      "élan",
      "Élan",
    ];
    const collated = [...words].sort((a, b) => a.localeCompare(b, "fr"));
    expect([...words].sort(compareFrench)).toEqual(collated);
  });
});
