/** What other features use of the quotes (docs/0043: a feature reaches another through its entry): the staff quote desk the back-office serves. */
export { createQuoteDesk } from "./quote-desk.js";
