/** What other features use of the booking (docs/0043: a feature reaches another through its entry): the staff calendar of the back-office. */
export { CalendarPage } from "./back-office/CalendarPage.js";
