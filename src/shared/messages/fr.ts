/**
 * The French catalogue, one export per namespace. A module of exports rather than one object so that the
 * bundler keeps only the namespaces a page reads: a sign-in page does not download the mails' subjects
 * (docs/0054-message-catalogue.md, "Bundle").
 */
export { accounts } from "./accounts.js";
export { applications } from "./applications.js";
export { backOffice } from "./back-office.js";
export { booking } from "./booking.js";
export { forms } from "./forms.js";
export { http } from "./http.js";
export { identity } from "./identity.js";
export { mailLabels } from "./mail-labels.js";
export { mailLines } from "./mail-lines.js";
export { mailSubjects } from "./mail-subjects.js";
export { quoteDesk } from "./quote-desk.js";
export { quotes } from "./quotes.js";
export { requests } from "./requests.js";
export { search } from "./search.js";
