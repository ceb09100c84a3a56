import { isoDate } from "../../src/shared/paris-time.js";

/** Easter Sunday (Gregorian calendar), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

function daysAfter(year: number, month: number, day: number, days: number): string {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const byYear = new Map<number, ReadonlySet<string>>();

/**
 * The eleven public holidays of metropolitan France (Code du travail, art. L3133-1), as "YYYY-MM-DD".
 * Alsace-Moselle's two extra days do not apply: the company works from Lyon.
 */
export function frenchPublicHolidays(year: number): ReadonlySet<string> {
  const known = byYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fixed: Array<[number, number]> = [
    [1, 1], // Jour de l'an
    [5, 1], // Fête du travail
    [5, 8], // Victoire 1945
    [7, 14], // Fête nationale
    [8, 15], // Assomption
    [11, 1], // Toussaint
    [11, 11], // Armistice
    [12, 25], // Noël
  ];
  const holidays = new Set([
    ...fixed.map(([month, day]) => isoDate(year, month, day)),
    daysAfter(year, easter.month, easter.day, 1), // Lundi de Pâques
    daysAfter(year, easter.month, easter.day, 39), // Ascension
    daysAfter(year, easter.month, easter.day, 50), // Lundi de Pentecôte
  ]);
  byYear.set(year, holidays);
  return holidays;
}
