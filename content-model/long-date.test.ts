import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date.js";

describe("formatLongDate", () => {
  it("writes a content date in full French, whatever the time zone", () => {
    expect(formatLongDate("2022-02-07T00:00:00.000Z")).toBe("7 février 2022");
    expect(formatLongDate("2025-09-15T00:00:00.000Z")).toBe("15 septembre 2025");
  });

  it("writes every day of four years as Intl's long French date in UTC", () => {
    const intl = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      // An instant late in the day: the calendar day is UTC's, whatever the machine's zone.
      const instant = new Date(day + 23 * 3_600_000);
      expect(formatLongDate(instant)).toBe(intl.format(instant));
    }
  });

  it("writes every day of four years as Intl's long British English date in UTC", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const instant = new Date(day + 23 * 3_600_000);
      expect(formatLongDate(instant, "en")).toBe(intl.format(instant));
    }
  });
});
