import type { Catalogue } from "../catalogue.js";

/** What booking a meeting and cancelling it say, in English (booking.ts). */
export const booking: Catalogue["booking"] = {
  slotRequired: "Choose a slot.",
  slotNotOffered: "This slot is not offered. Choose one from the list of free slots.",
  slotTaken: "Someone else has just booked this slot. Choose another one.",
  cancelLinkInvalid: "This cancellation link is not valid, or the meeting has already been cancelled.",
  bookingPast: "This meeting has already taken place: it can no longer be cancelled.",
};
