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

/**
 * « 7 février 2022 »: content dates are calendar days, so they are read in UTC everywhere. The content
 * model writes articles' dates with it at build time; pages write other content dates, while they hydrate:
 * hence no Intl, whose first use in a page costs ~20 ms of main thread (src/shared/french-text.ts). The test
 * holds it to Intl's `dateStyle: "long"`.
 */
export function formatLongDate(date: string | Date): string {
  const day = new Date(date);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
