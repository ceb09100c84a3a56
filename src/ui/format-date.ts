import { lazyDateTimeFormat } from "../shared/paris-time.js";

// Europe/Paris, not the runtime's zone: the server renders the account page and the browser hydrates it,
// and both must write the same time (the company's own, like everything dated on the site).
// Intl here, not in the public pages (docs/0039): a date with Paris's daylight saving time from an instant is not
// written by hand, and only the signed-in screens and the back office write these, never a prerendered page.
// Made on first use (paris-time.ts): the writers of every page import this module (locale-text/paris-dates.fr.ts).
const dateTime = /* @__PURE__ */ lazyDateTimeFormat("fr-FR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** A server timestamp (milliseconds since the epoch) as French date and time, Paris time. */
export function formatDateTime(epochMs: number): string {
  return dateTime().format(new Date(epochMs));
}
