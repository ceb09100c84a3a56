/** The months as French dates write them, January first. */
export const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/** The months as English dates write them, January first. */
export const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * « 7 février 2022 », or "7 February 2022" in English (British order, day first): content dates are calendar
 * days, so they are read in UTC everywhere. The content model writes articles' dates with it at build time;
 * pages write other content dates, while they hydrate: hence no Intl, whose first use in a page costs ~20 ms of
 * main thread (src/shared/french-text.ts). The test holds it to Intl's `dateStyle: "long"`.
 */
export function formatLongDate(date: string | Date, locale: "fr" | "en" = "fr"): string {
  const day = new Date(date);
  const months = locale === "en" ? ENGLISH_MONTHS : MONTHS;
  return `${day.getUTCDate()} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
