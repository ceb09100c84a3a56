/**
 * What other features use of the requests (docs/0043: a feature reaches another through its entry): the
 * intake that booking and applications file their requests through, who submits, reference numbers, and the
 * mails the booking and the back-office send about a request.
 */
export type { Intake } from "./intake.js";
export { allocateReference } from "./reference-numbers.js";
export {
  bookingCancelledByTeamMail,
  bookingCancelledMail,
  teamBookingCancelledMail,
  teamReplyMail,
} from "./request-mails.js";
export type { RequestsContext, Submitter } from "./requests-context.js";
export { submitterOf } from "./submitter.js";
