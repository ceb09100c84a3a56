/**
 * Money, the one place it is computed and written (docs/0023): amounts are integer cents so sums never
 * drift, VAT is computed once on a total, and every price on the site, in mails and in quote PDFs is
 * formatted here the French way ("1 990 € HT"); the English build writes them as locale-text/numbers.en.ts does
 * ("€1,990 excl. VAT"), with the same fraction rule.
 */

import { formatFrenchNumber } from "./french-text.js";

/** The French standard rate, the only one our offers (digital services to businesses and people) carry. */
export const VAT_RATE_PERCENT = 20;

/** Cents of a price given in euros (offers are written in euros in their MDX). */
export function eurosToCents(euros: number): number {
  const cents = Math.round(euros * 100);
  if (!Number.isFinite(euros) || euros < 0 || Math.abs(cents - euros * 100) > 1e-6) {
    throw new RangeError(`Not a price in euros: ${euros}`);
  }
  return cents;
}

/** VAT on an amount excluding tax, rounded to the nearest cent (half away from zero, as the tax office does). */
export function vatOf(centsExcludingTax: number): number {
  return Math.round((centsExcludingTax * VAT_RATE_PERCENT) / 100);
}

export interface Totals {
  totalExcludingTax: number;
  vat: number;
  totalIncludingTax: number;
}

/**
 * Totals of several lines: VAT is computed on the sum, not per line, so a quote's VAT is the rate applied
 * to its total excluding tax (per-line rounding could be a cent off what the client checks).
 */
export function totalsOf(linesExcludingTax: readonly number[]): Totals {
  const totalExcludingTax = linesExcludingTax.reduce((sum, cents) => sum + cents, 0);
  const vat = vatOf(totalExcludingTax);
  return { totalExcludingTax, vat, totalIncludingTax: totalExcludingTax + vat };
}

/**
 * "1 990 €", "1 990,50 €": cents only when there are any, the narrow no-break spaces of French numbers, and a
 * no-break space before the sign (what Intl's fr-FR currency format writes, without Intl: french-text.ts).
 */
export function formatEuros(cents: number): string {
  return `${formatFrenchNumber(cents / 100, centsDigits(cents), 2)}\u00a0€`;
}

/** The decimals an amount is written with, in every language: none for whole euros, else two. */
export const centsDigits = (cents: number): number => (cents % 100 === 0 ? 0 : 2);

/** A no-break space keeps "HT"/"TTC" on the line of its amount. */
export const formatExcludingTax = (cents: number) => `${formatEuros(cents)}\u00a0HT`;
export const formatIncludingTax = (cents: number) => `${formatEuros(cents)}\u00a0TTC`;
