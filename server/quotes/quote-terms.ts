import { pathIn } from "../../src/app/shared/locale-paths.js";
import type { Totals } from "../../src/shared/money.js";
import type { Locale } from "../../src/shared/site-locale.js";

const TERMS_OF_SALE_PATH = "/legal/terms-of-sale";

/** The terms of sale: a quote is valid 30 days from its issue unless it says otherwise. */
export const QUOTE_VALIDITY_MS = 30 * 24 * 60 * 60_000;

/**
 * The terms of sale ask for a deposit of 30 to 50 % "whose exact rate the quote states": our fixed-price
 * offers take the lowest, so a small business is not asked for half up front (docs/0023-quotes.md).
 */
export const DEPOSIT_PERCENT = 30;

/** What the client pays when: the deposit on acceptance, the balance on delivery. Cents, VAT included. */
export function paymentSchedule(totals: Totals): { deposit: number; balance: number } {
  const deposit = Math.round((totals.totalIncludingTax * DEPOSIT_PERCENT) / 100);
  return { deposit, balance: totals.totalIncludingTax - deposit };
}

/** The terms of sale's page, in the reader's language: the English is a translation, the French text binds. */
export const termsOfSaleAddress = (appUrl: string, locale: Locale): string =>
  `${appUrl}${pathIn(locale, TERMS_OF_SALE_PATH)}`;
