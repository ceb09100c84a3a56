import { formatEuros, formatExcludingTax, formatIncludingTax } from "../../../src/shared/money.js";
import { formatParisDate, formatParisDateTime, PARIS_TIME_ZONE } from "../../../src/shared/paris-time.js";
import type { Locale } from "../../../src/shared/site-locale.js";

/**
 * Money and dates as the server writes them into mails, invitations and quotes' PDFs, in the visitor's language
 * (docs/0068-english-routes.md, "Server side"). French: the site's hand-written writers (money.ts, paris-time.ts).
 * English: Intl's en-GB, which the server may use (docs/0039 bans Intl in hydrated code only). To be unified
 * with the client's English twins of french-text.ts and money.ts once they exist: this file is their server copy.
 */
export interface WrittenValues {
  /** "1 990 €" / "€1,990.00". */
  euros(cents: number): string;
  /** "1 990 € HT" / "€1,990.00 excl. VAT". */
  excludingTax(cents: number): string;
  /** "2 388 € TTC" / "€2,388.00 incl. VAT". */
  includingTax(cents: number): string;
  /** "28 novembre 2026" / "28 November 2026", in Paris time. */
  date(instant: number): string;
  /** "lundi 30 mars 2026 à 09:00" / "Monday 30 March 2026 at 09:00", in Paris time. */
  dateTime(instant: number): string;
}

const englishEuros = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });
const englishDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});
const englishDay = new Intl.DateTimeFormat("en-GB", { timeZone: PARIS_TIME_ZONE, weekday: "long" });
const englishTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const french: WrittenValues = {
  euros: formatEuros,
  excludingTax: formatExcludingTax,
  includingTax: formatIncludingTax,
  date: formatParisDate,
  dateTime: formatParisDateTime,
};

const english: WrittenValues = {
  euros: (cents) => englishEuros.format(cents / 100),
  excludingTax: (cents) => `${englishEuros.format(cents / 100)} excl. VAT`,
  includingTax: (cents) => `${englishEuros.format(cents / 100)} incl. VAT`,
  date: (instant) => englishDate.format(instant),
  dateTime: (instant) =>
    `${englishDay.format(instant)} ${englishDate.format(instant)} at ${englishTime.format(instant)}`,
};

export const writtenValuesFor = (locale: Locale): WrittenValues => (locale === "en" ? english : french);
