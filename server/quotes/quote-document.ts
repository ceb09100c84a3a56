import type { Totals } from "../../src/shared/money.js";
import type { Locale } from "../../src/shared/site-locale.js";

export interface QuoteLine {
  offerId: string;
  name: string;
  deliveryTime: string;
  /** Cents, excluding VAT. */
  priceExcludingTax: number;
}

export interface QuoteCustomer {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  address: string;
  vatNumber: string | null;
}

/** A quote as issued: what its PDF and its mails show, frozen at that moment. */
export interface QuoteDocument {
  reference: string;
  issuedAt: number;
  expiresAt: number;
  customer: QuoteCustomer;
  lines: QuoteLine[];
  totals: Totals;
  /** The expired quote this one was issued in place of, at current prices. */
  replaces?: string;
  /** The language it was requested in: its PDF's and its mails' (docs/0068). */
  locale: Locale;
}
