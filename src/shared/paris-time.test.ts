import { describe, expect, it } from "vitest";
import { formatParisDateTime, parisParts, parisWallTime, toParisIso } from "./paris-time.js";

describe("Paris time", () => {
  it("turns a Paris wall time into the right UTC instant on both sides of each DST change", () => {
    // Summer time starts on 29 March 2026 and ends on 25 October 2026.
    expect(new Date(parisWallTime(2026, 3, 27, 9, 0)).toISOString()).toBe("2026-03-27T08:00:00.000Z");
    expect(new Date(parisWallTime(2026, 3, 30, 9, 0)).toISOString()).toBe("2026-03-30T07:00:00.000Z");
    expect(new Date(parisWallTime(2026, 10, 23, 17, 30)).toISOString()).toBe("2026-10-23T15:30:00.000Z");
    expect(new Date(parisWallTime(2026, 10, 26, 17, 30)).toISOString()).toBe("2026-10-26T16:30:00.000Z");
  });

  it("writes instants as ISO 8601 with the Paris offset of that day", () => {
    expect(toParisIso(Date.parse("2026-03-30T07:00:00Z"))).toBe("2026-03-30T09:00:00+02:00");
    expect(toParisIso(Date.parse("2026-12-01T16:30:00Z"))).toBe("2026-12-01T17:30:00+01:00");
  });

  it("reads the Paris calendar date, weekday and offset of an instant", () => {
    // 23:30 UTC on a Sunday is already Monday in Paris.
    expect(parisParts(Date.parse("2026-11-29T23:30:00Z"))).toMatchObject({
      year: 2026,
      month: 11,
      day: 30,
      hour: 0,
      weekday: 1,
      offsetMinutes: 60,
    });
  });

  it("formats a date and time in French", () => {
    expect(formatParisDateTime(Date.parse("2026-03-30T07:00:00Z"))).toBe("lundi 30 mars 2026 à 09:00");
  });
});
