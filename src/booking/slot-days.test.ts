import { describe, expect, it } from "vitest";
import { parisWallTime, toParisIso } from "../shared/paris-time.js";
import { slotDays, slotTime } from "./slot-days.js";

describe("slot days", () => {
  it("groups slots by their Paris date, labelled in French, across a change to summer time", () => {
    const slots = [
      { start: "2026-03-27T17:30:00+01:00", end: "2026-03-27T18:00:00+01:00" },
      { start: "2026-03-30T09:00:00+02:00", end: "2026-03-30T09:30:00+02:00" },
      { start: "2026-03-30T09:30:00+02:00", end: "2026-03-30T10:00:00+02:00" },
    ];
    const days = slotDays(slots);
    expect(days.map((day) => [day.date, day.label, day.slots.map(slotTime)])).toEqual([
      ["2026-03-27", "vendredi 27 mars", ["17:30"]],
      ["2026-03-30", "lundi 30 mars", ["09:00", "09:30"]],
    ]);
  });

  it("labels every day of four years as Intl writes the Paris date in French", () => {
    const intl = new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      weekday: "long",
      day: "numeric",
      month: "long",
    });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      // The first and the last slot of a Paris day, written with that day's offset, as the server writes them.
      for (const hour of [0, 23]) {
        const instant = parisWallTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, 30);
        const start = toParisIso(instant);
        const [slotDay] = slotDays([{ start, end: start }]);
        expect(slotDay?.label).toBe(intl.format(instant));
      }
    }
  });
});
