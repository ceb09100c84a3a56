import { isoDate, parisParts, parisWallTime } from "../../src/shared/paris-time.js";
import { frenchPublicHolidays } from "./french-holidays.js";

/** Discovery calls: 30 minutes, Monday to Friday, 9:00 to 18:00 Paris time, from the next working day to 14 days ahead. */
export const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;
const OPENS_AT_HOUR = 9;
const CLOSES_AT_HOUR = 18;
/** How far ahead calls are booked; the back-office calendar shows as far. */
export const DAYS_AHEAD = 14;

export interface Slot {
  start: number;
  end: number;
}

/** The Paris calendar days bookable on the day `now` falls on: weekdays that are not public holidays. */
export function bookableDays(now: number): Array<{ year: number; month: number; day: number }> {
  const today = parisParts(now);
  const days = [];
  for (let offset = 1; offset <= DAYS_AHEAD; offset++) {
    // Civil-date arithmetic in UTC: no time zone or DST can shift a day here.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6 || frenchPublicHolidays(year).has(isoDate(year, month, day))) continue;
    days.push({ year, month, day });
  }
  return days;
}

/** Every slot of the bookable days, taken or not, in order. */
export function slotsFrom(now: number): Slot[] {
  return bookableDays(now).flatMap(({ year, month, day }) => {
    // Clocks change at 2–3 am: from opening to closing a day has one offset, so one lookup per day.
    const opening = parisWallTime(year, month, day, OPENS_AT_HOUR, 0);
    const count = ((CLOSES_AT_HOUR - OPENS_AT_HOUR) * 60) / SLOT_MINUTES;
    return Array.from({ length: count }, (_, index) => {
      const start = opening + index * SLOT_MS;
      return { start, end: start + SLOT_MS };
    });
  });
}
