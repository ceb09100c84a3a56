/**
 * What the features' staff desks use of the back-office (docs/0043: a feature reaches another through its
 * entry): the staff member acting, the audit log and a request's history, where the calendar and the quote
 * desk record what they do.
 */
export type { Actor } from "./actor.js";
export { recordAudit } from "./audit-log.js";
export { recordStep } from "./request-desk.js";
export type { RequestDetail } from "./request-detail.js";
