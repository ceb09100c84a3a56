/**
 * The English twin of writers.fr.ts, same names and types (writers.test.ts): what the English build's pages show
 * and the server writes for an English visitor. Written by hand like the French, without Intl while pages hydrate
 * (docs/0039); writers.en.test.ts holds them to Intl's en-GB. Paris dates read the clock through paris-time.ts.
 */
import { ENGLISH_MONTHS, formatLongDate as formatContentDate } from "../../../content-model/long-date.js";
import { centsDigits } from "../money.js";
import { parisParts } from "../paris-time.js";
import { writeNumber } from "./write-number.js";

const englishMarks = { group: ",", decimal: "." };

/** "12,345.6": `minFraction` to `maxFraction` decimals. */
export const formatNumber = (value: number, minFraction = 0, maxFraction = minFraction): string =>
  writeNumber(value, minFraction, maxFraction, englishMarks);

/** "28 November 2026": a content date, a calendar day read in UTC. */
export const formatLongDate = (date: string | Date): string => formatContentDate(date, "en");

/** "€1,990", "€1,990.50", "-€15": cents only when there are any, as in French. */
export function formatEuros(cents: number): string {
  return `${cents < 0 ? "-" : ""}€${writeNumber(Math.abs(cents) / 100, centsDigits(cents), 2, englishMarks)}`;
}

/** No-break spaces keep "excl. VAT" and "incl. VAT" on the line of their amount, as "HT" and "TTC" are in French. */
export const formatExcludingTax = (cents: number) => `${formatEuros(cents)}\u00a0excl.\u00a0VAT`;
export const formatIncludingTax = (cents: number) => `${formatEuros(cents)}\u00a0incl.\u00a0VAT`;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** en-GB's short months: four letters for September. */
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

const pad = (value: number) => String(value).padStart(2, "0");

/** "24 December 2026": the Paris date of an instant (a quote's issue and expiry dates). */
export function formatParisDate(instant: number): string {
  const p = parisParts(instant);
  return `${p.day} ${ENGLISH_MONTHS[p.month - 1]} ${p.year}`;
}

/** "Monday, 30 March 2026 at 09:00", in Paris time. */
export function formatParisDateTime(instant: number): string {
  const p = parisParts(instant);
  return `${WEEKDAYS[p.weekday]}, ${formatParisDate(instant)} at ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "30 Mar 2026, 09:00": a server timestamp on the signed-in screens, Paris time. */
export function formatDateTime(epochMs: number): string {
  const p = parisParts(epochMs);
  return `${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;
}
