import { describe, expect, it } from "vitest";
import * as swapped from "./writers.en.js";
import * as french from "./writers.fr.js";
import * as built from "./writers.js";
import { writersFor } from "./writers-for.js";

describe("the writers' boundary", () => {
  it("has the same names in both languages, so that the English build's swap of writers.ts breaks no import", () => {
    expect(Object.keys(swapped).sort()).toEqual(Object.keys(french).sort());
    expect(Object.keys(built).sort()).toEqual(Object.keys(french).sort());
  });

  it("is French outside the English build, and gives the server each language's writers", () => {
    expect(built.formatIncludingTax(238_800)).toBe("2\u202f388\u00a0€\u00a0TTC");
    expect(writersFor("fr").formatExcludingTax(199_000)).toBe("1\u202f990\u00a0€\u00a0HT");
    expect(writersFor("en").formatExcludingTax(199_000)).toBe("€1,990\u00a0excl.\u00a0VAT");
    expect(writersFor("en").formatLongDate("2026-11-28")).toBe("28 November 2026");
    expect(writersFor("fr").formatLongDate("2026-11-28")).toBe("28 novembre 2026");
  });
});
