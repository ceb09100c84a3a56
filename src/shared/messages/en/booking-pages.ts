import type { Catalogue } from "../catalogue.js";

/** The public booking pages, in English (booking-pages.ts). */
export const bookingPages: Catalogue["bookingPages"] = {
  // Booking
  pageTitle: "Free discovery call",
  pageDescription: "Book a free 30-minute discovery call with a Novadis expert, Monday to Friday.",
  pageHeading: "Let's arrange a call",
  pageIntro:
    "30 minutes to talk about your project with an expert, with no commitment. Monday to Friday, 9 am to 6 pm.",
  slotsHeading: "1. Choose a slot",
  slotsIntro: "30 minutes, by video call or phone. Paris time.",
  loadingSlots: "Loading the slots…",
  slotsFailed: "The slots could not be loaded. Reload the page.",
  noFreeSlot: "No slot is free at the moment. Come back tomorrow: new slots open every day.",
  dayLabel: "Day",
  contactHeading: "2. Your details",
  topicLabel: "What would you like to talk about? (optional)",
  bookButton: "Book the call",
  booking: "Booking…",
  bookingFailed: "The booking failed. Please try again.",
  // Confirmation
  bookedLabel: "Call booked",
  booked: "Your discovery call is booked.",
  callLabel: "Appointment",
  parisTimeLabel: "(Paris time)",
  confirmationMailed:
    "A confirmation email has been sent to you with the invitation to add to your calendar and a link to cancel if needed.",
  // Cancellation
  cancelTitle: "Cancel a call",
  cancelDescription: "Cancel your discovery call with Novadis.",
  callLoadFailed: "The call could not be loaded. Reload the page.",
  cancelFailed: "The cancellation failed. Please try again.",
  cancelled: "Your call is cancelled. The slot is free again; an email confirms it.",
  anotherSlotLink: "Book another slot",
  cancelQuestion: "Do you want to cancel this discovery call?",
  cancelCallButton: "Cancel the call",
  bookCallLink: "Book a discovery call",
  loadingCall: "Loading the call…",
};
