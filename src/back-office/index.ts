/**
 * What the features' staff screens use of the back-office shell (docs/0043: a feature reaches another through
 * its entry): a staff page's title, and the types of what the back-office procedures answer.
 */

export { AdminMeta } from "./AdminMeta.js";
export type { CalendarCall, HistoryEvent, RequestDetail } from "./admin-types.js";
