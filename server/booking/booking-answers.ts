import type { BookedCallAnswer, BookingSlot } from "../../src/booking/shared/booking-slot.js";
import { toParisIso } from "../../src/shared/paris-time.js";
import type { Slot } from "./booking-slots.js";
import type { BookedCall } from "./bookings.js";

/** Slots and bookings as every API answers them: instants written in Paris time with their offset. */
export function slotAnswer(slot: Slot): BookingSlot {
  return { start: toParisIso(slot.start), end: toParisIso(slot.end) };
}

export function bookedCallAnswer(call: BookedCall): BookedCallAnswer {
  return { success: true, reference: call.reference, ...slotAnswer(call) };
}
