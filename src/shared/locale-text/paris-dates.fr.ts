/**
 * French dates and times of instants, in Paris time (bookings, quotes, the signed-in screens). Pages import them
 * through paris-dates.ts, swapped by the English build (docs/0068-english-routes.md).
 */

/** « 30 mars 2026, 09:00 »: a server timestamp on the signed-in screens. */
export { formatDateTime } from "../../ui/format-date.js";
/** « 24 décembre 2026 »; « lundi 30 mars 2026 à 09:00 ». */
export { formatParisDate, formatParisDateTime } from "../paris-time.js";
