import { describe, expect, it } from "vitest";
import { toParisIso } from "../../src/shared/paris-time.js";
import { calendarWindow } from "./staff-calendar.js";

describe("calendarWindow", () => {
  it("runs from midnight today to the end of the 14th day ahead, Paris time, across a clock change", () => {
    // Saturday 28 March 2026, noon in Paris; clocks go forward on the 29th.
    const window = calendarWindow(Date.parse("2026-03-28T12:00:00+01:00"));
    expect(toParisIso(window.from)).toBe("2026-03-28T00:00:00+01:00");
    expect(toParisIso(window.to)).toBe("2026-04-12T00:00:00+02:00");
  });

  it("starts today even a minute before midnight", () => {
    const window = calendarWindow(Date.parse("2026-12-31T23:59:00+01:00"));
    expect(toParisIso(window.from)).toBe("2026-12-31T00:00:00+01:00");
    expect(toParisIso(window.to)).toBe("2027-01-15T00:00:00+01:00");
  });
});
