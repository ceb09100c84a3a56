import { describe, expect, it } from "vitest";
import * as englishContentDates from "./content-dates.en.js";
import * as frenchContentDates from "./content-dates.fr.js";
import * as contentDates from "./content-dates.js";
import * as englishNumbers from "./numbers.en.js";
import * as frenchNumbers from "./numbers.fr.js";
import * as numbers from "./numbers.js";
import * as englishParisDates from "./paris-dates.en.js";
import * as frenchParisDates from "./paris-dates.fr.js";
import * as parisDates from "./paris-dates.js";
import { writersFor } from "./writers-for.js";

const names = (module: object) => Object.keys(module).sort();

describe("the writers' boundaries", () => {
  it("have the same names in both languages, so that the English build's swap breaks no import", () => {
    for (const [built, french, english] of [
      [numbers, frenchNumbers, englishNumbers],
      [contentDates, frenchContentDates, englishContentDates],
      [parisDates, frenchParisDates, englishParisDates],
    ] as const) {
      expect(names(english)).toEqual(names(french));
      expect(names(built)).toEqual(names(french));
    }
  });

  it("are French outside the English build, and give the server each language's writers", () => {
    expect(numbers.formatIncludingTax(238_800)).toBe("2\u202f388\u00a0€\u00a0TTC");
    expect(writersFor("fr").formatExcludingTax(199_000)).toBe("1\u202f990\u00a0€\u00a0HT");
    expect(writersFor("en").formatExcludingTax(199_000)).toBe("€1,990\u00a0excl.\u00a0VAT");
    expect(writersFor("fr").formatLongDate("2026-11-28")).toBe("28 novembre 2026");
    expect(writersFor("en").formatLongDate("2026-11-28")).toBe("28 November 2026");
    expect(writersFor("en").formatParisDate(Date.parse("2026-12-24T10:00:00Z"))).toBe("24 December 2026");
    expect(names(writersFor("en"))).toEqual(names(writersFor("fr")));
  });
});
