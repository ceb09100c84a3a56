// Europe/Paris, not the runtime's zone: the server renders the account page and the browser hydrates it,
// and both must write the same time (the company's own, like everything dated on the site).
const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** A server timestamp (milliseconds since the epoch) as French date and time, Paris time. */
export function formatDateTime(epochMs: number): string {
  return dateTime.format(new Date(epochMs));
}
