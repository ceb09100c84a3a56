const longDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/**
 * « 7 février 2022 »: content dates are calendar days, so they are read in UTC everywhere. The content
 * model writes articles' dates with it at build time; pages write other content dates.
 */
export function formatLongDate(date: string | Date): string {
  return longDate.format(new Date(date));
}
