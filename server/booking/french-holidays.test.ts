import { describe, expect, it } from "vitest";
import { easterSunday, frenchPublicHolidays } from "./french-holidays.js";

describe("French public holidays", () => {
  it("finds Easter Sunday on the dates the calendar gives", () => {
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
  });

  it("lists the eleven holidays of 2026 and 2027, the movable ones from Easter", () => {
    expect([...frenchPublicHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
    const holidays2027 = frenchPublicHolidays(2027);
    expect(holidays2027.size).toBe(11);
    // Easter Monday, Ascension and Whit Monday of 2027.
    for (const day of ["2027-03-29", "2027-05-06", "2027-05-17"]) expect(holidays2027.has(day)).toBe(true);
  });
});
