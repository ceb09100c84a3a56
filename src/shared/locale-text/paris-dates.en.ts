/**
 * The English twin of paris-dates.fr.ts, same names and types (writers.test.ts): written by hand from the Paris
 * clock (paris-time.ts) and held to Intl's en-GB by writers.en.test.ts.
 */
import { ENGLISH_MONTHS } from "../../../content-model/long-date.js";
import { parisParts } from "../paris-time.js";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** en-GB's short months: four letters for September. */
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

const pad = (value: number) => String(value).padStart(2, "0");

/** "24 December 2026": the Paris date of an instant (a quote's issue and expiry dates). */
export function formatParisDate(instant: number): string {
  const p = parisParts(instant);
  return `${p.day} ${ENGLISH_MONTHS[p.month - 1]} ${p.year}`;
}

/** "Monday, 30 March 2026 at 09:00", in Paris time. */
export function formatParisDateTime(instant: number): string {
  const p = parisParts(instant);
  return `${WEEKDAYS[p.weekday]}, ${formatParisDate(instant)} at ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "30 Mar 2026, 09:00": a server timestamp on the signed-in screens, Paris time. */
export function formatDateTime(epochMs: number): string {
  const p = parisParts(epochMs);
  return `${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;
}
