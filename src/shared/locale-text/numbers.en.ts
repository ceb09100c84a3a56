/**
 * The English twin of numbers.fr.ts, same names and types (writers.test.ts), written by hand like the French
 * (docs/0039) and held to Intl's en-GB by writers.en.test.ts.
 */
import { centsDigits } from "../money.js";
import { writeNumber } from "./write-number.js";

const englishMarks = { group: ",", decimal: "." };

/** "12,345.6": `minFraction` to `maxFraction` decimals. */
export const formatNumber = (value: number, minFraction = 0, maxFraction = minFraction): string =>
  writeNumber(value, minFraction, maxFraction, englishMarks);

/** "€1,990", "€1,990.50", "-€15": cents only when there are any, as in French. */
export function formatEuros(cents: number): string {
  return `${cents < 0 ? "-" : ""}€${writeNumber(Math.abs(cents) / 100, centsDigits(cents), 2, englishMarks)}`;
}

/** No-break spaces keep "excl. VAT" and "incl. VAT" on the line of their amount, as "HT" and "TTC" are in French. */
export const formatExcludingTax = (cents: number) => `${formatEuros(cents)}\u00a0excl.\u00a0VAT`;
export const formatIncludingTax = (cents: number) => `${formatEuros(cents)}\u00a0incl.\u00a0VAT`;
