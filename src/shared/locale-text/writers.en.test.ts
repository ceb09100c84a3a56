import { describe, expect, it } from "vitest";
import { PARIS_TIME_ZONE } from "../paris-time.js";
import { formatLongDate } from "./content-dates.en.js";
import { formatEuros, formatExcludingTax, formatIncludingTax, formatNumber } from "./numbers.en.js";
import { formatDateTime, formatParisDate, formatParisDateTime } from "./paris-dates.en.js";

/** A deterministic spread of amounts in cents, from 0 to ten million euros, whole euros and not. */
function* cents(): Generator<number> {
  let seed = 11;
  for (let i = 0; i < 4000; i++) {
    seed = (seed * 48271) % 2147483647;
    const amount = Math.floor((seed / 2147483647) * 10 ** (i % 10));
    yield i % 3 === 0 ? amount * 100 : amount;
  }
  yield* [0, 1, 5, 50, 99, 100, 199_000, 199_050, 238_800, 1_234_567_89];
}

/** Instants every ~41 hours over two years: both sides of every daylight saving change, every hour of the day. */
function* instants(): Generator<number> {
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 41 * 3_600_000 + 17 * 60_000) yield t;
  yield* [
    Date.UTC(2026, 2, 29, 0, 59),
    Date.UTC(2026, 2, 29, 1, 0),
    Date.UTC(2026, 9, 25, 0, 59),
    Date.UTC(2026, 9, 25, 1),
  ];
}

const paris = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: PARIS_TIME_ZONE, ...options });

describe("the English writers", () => {
  it("write numbers as Intl writes them for en-GB", () => {
    for (const [min, max] of [
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 2],
    ] as const) {
      const intl = new Intl.NumberFormat("en-GB", { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of cents()) {
        expect(formatNumber(value / 100, min, max)).toBe(intl.format(value / 100));
        expect(formatNumber(-value / 7 - 1, min, max)).toBe(intl.format(-value / 7 - 1));
      }
    }
  });

  it("write euros as Intl's en-GB currency format does, cents only when there are any", () => {
    const whole = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", minimumFractionDigits: 0 });
    const withCents = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });
    for (const amount of cents()) {
      for (const signed of amount === 0 ? [0] : [amount, -amount]) {
        expect(formatEuros(signed)).toBe((signed % 100 === 0 ? whole : withCents).format(signed / 100));
      }
    }
    expect(formatEuros(199_000)).toBe("€1,990");
    expect(formatEuros(199_050)).toBe("€1,990.50");
    expect(formatExcludingTax(199_000)).toBe("€1,990\u00a0excl.\u00a0VAT");
    expect(formatIncludingTax(238_800)).toBe("€2,388\u00a0incl.\u00a0VAT");
  });

  it("write Paris dates and times as Intl's en-GB does", () => {
    const date = paris({ day: "numeric", month: "long", year: "numeric" });
    const dateTime = paris({
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    const medium = paris({ dateStyle: "medium", timeStyle: "short" });
    for (const instant of instants()) {
      expect(formatParisDate(instant)).toBe(date.format(instant));
      expect(formatParisDateTime(instant)).toBe(dateTime.format(instant));
      expect(formatDateTime(instant)).toBe(medium.format(instant));
    }
    expect(formatParisDateTime(Date.parse("2026-03-30T07:00:00Z"))).toBe("Monday, 30 March 2026 at 09:00");
  });

  it("write content dates as calendar days, British order", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
    for (const instant of instants()) expect(formatLongDate(new Date(instant))).toBe(intl.format(instant));
    expect(formatLongDate("2026-11-28")).toBe("28 November 2026");
  });
});
