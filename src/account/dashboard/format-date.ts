const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short" });

/** A server timestamp (milliseconds since the epoch) as French date and time. */
export function formatDateTime(epochMs: number): string {
  return dateTime.format(new Date(epochMs));
}
