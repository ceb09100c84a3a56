import { describe, expect, it } from "vitest";
import { parisParts, toParisIso } from "../../src/shared/paris-time.js";
import { bookableDays, slotsFrom } from "./booking-slots.js";

const day = ({ year, month, day: date }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;

describe("discovery-call slots", () => {
  it("start on the next working day and stop 14 days ahead, skipping weekends", () => {
    // Friday 20 November 2026, 16:00 in Paris: the next working day is Monday 23.
    const days = bookableDays(Date.parse("2026-11-20T15:00:00Z")).map(day);
    expect(days[0]).toBe("2026-11-23");
    expect(days.at(-1)).toBe("2026-12-04");
    expect(days).toHaveLength(10);
    expect(days).not.toContain("2026-11-28");
  });

  it("skip French public holidays", () => {
    // From Wednesday 6 May 2026: 8 May (Friday) and Ascension (Thursday 14 May) are off.
    const days = bookableDays(Date.parse("2026-05-06T08:00:00Z")).map(day);
    expect(days).toEqual([
      "2026-05-07",
      "2026-05-11",
      "2026-05-12",
      "2026-05-13",
      "2026-05-15",
      "2026-05-18",
      "2026-05-19",
      "2026-05-20",
    ]);
  });

  it("offer eighteen 30-minute slots a day from 9:00 to 17:30 Paris time, in summer and in winter", () => {
    // Across the end of summer time (25 October 2026).
    const slots = slotsFrom(Date.parse("2026-10-20T10:00:00Z"));
    const first = slots[0];
    expect(first && toParisIso(first.start)).toBe("2026-10-21T09:00:00+02:00");
    expect(first && first.end - first.start).toBe(30 * 60_000);
    const winterMonday = slots.filter((slot) => toParisIso(slot.start).startsWith("2026-10-26"));
    expect(winterMonday).toHaveLength(18);
    expect(toParisIso(winterMonday[0]?.start ?? 0)).toBe("2026-10-26T09:00:00+01:00");
    expect(toParisIso(winterMonday.at(-1)?.start ?? 0)).toBe("2026-10-26T17:30:00+01:00");
    for (const slot of slots) {
      const paris = parisParts(slot.start);
      expect(paris.hour * 60 + paris.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(paris.hour * 60 + paris.minute).toBeLessThanOrEqual(17 * 60 + 30);
    }
  });

  it("count the day after a late evening in Paris from the Paris date, not the UTC one", () => {
    // 23:30 UTC on Sunday 22 November is already Monday 23 in Paris: the first day is Tuesday 24.
    expect(day(bookableDays(Date.parse("2026-11-22T23:30:00Z"))[0] ?? { year: 0, month: 0, day: 0 })).toBe(
      "2026-11-24",
    );
  });
});
