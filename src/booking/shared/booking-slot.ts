/** A discovery-call slot as the APIs give it: ISO 8601 with the Paris offset ("2026-03-30T09:00:00+02:00"). */
export interface BookingSlot {
  start: string;
  end: string;
}

export interface BookedCallAnswer extends BookingSlot {
  success: true;
  reference: string;
}
