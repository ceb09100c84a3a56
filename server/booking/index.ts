/**
 * What other features use of the booking (docs/0043: a feature reaches another through its entry): the
 * bookings the requests service files, the invitation and release of a call when a request is withdrawn,
 * and the staff calendar of the back-office.
 */
export { invitationDetails, releaseCall } from "./booking-cancellation.js";
export { bookingInvitation } from "./booking-invitation.js";
export { createBookings } from "./bookings.js";
export { createCalendar } from "./staff-calendar.js";
