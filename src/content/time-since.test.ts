import { describe, expect, it } from "vitest";
import { timeSince } from "./time-since.js";

const now = new Date("2026-11-20T10:00:00Z");

describe("timeSince", () => {
  it("says how many days, weeks, months or years ago, in French", () => {
    expect(timeSince("2026-11-17T00:00:00Z", now)).toBe("il y a 3 jours");
    expect(timeSince("2026-11-19T00:00:00Z", now)).toBe("il y a 1 jour");
    expect(timeSince("2026-11-03T00:00:00Z", now)).toBe("il y a 2 semaines");
    expect(timeSince("2026-09-20T00:00:00Z", now)).toBe("il y a 2 mois");
    expect(timeSince("2024-11-01T00:00:00Z", now)).toBe("il y a 2 ans");
  });

  it("says today for a date later today or in the future", () => {
    expect(timeSince("2026-11-20T00:00:00Z", now)).toBe("aujourd'hui");
    expect(timeSince("2026-12-01T00:00:00Z", now)).toBe("aujourd'hui");
  });

  it("writes every count from one day to five years as Intl's RelativeTimeFormat does", () => {
    const intl = new Intl.RelativeTimeFormat("fr", { numeric: "always" });
    for (let days = 1; days < 5 * 365; days++) {
      const [length, unit]: [number, Intl.RelativeTimeFormatUnit] =
        days < 7 ? [1, "day"] : days < 30 ? [7, "week"] : days < 365 ? [30, "month"] : [365, "year"];
      const date = new Date(now.getTime() - days * 86_400_000);
      expect(timeSince(date, now)).toBe(intl.format(-Math.floor(days / length), unit));
    }
  });
});
