import { describe, expect, it } from "vitest";
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
});
