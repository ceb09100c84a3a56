import { useState } from "react";
import { PageMeta } from "../app/PageMeta.js";
import { messages } from "../shared/messages/catalogue.js";
import { Container } from "../ui/Container.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { BookingConfirmation } from "./BookingConfirmation.js";
import { BookingForm } from "./BookingForm.js";
import type { BookingSlot } from "./shared/booking-slot.js";

/** `/rendez-vous`: book a free 30-minute discovery call. */
export default function BookingPage() {
  const flash = useServerForm("booking")?.result;
  const [booked, setBooked] = useState<(BookingSlot & { reference: string }) | null>(
    flash?.reference && flash.start ? { reference: flash.reference, start: flash.start, end: "" } : null,
  );

  return (
    <>
      <PageMeta title={messages.bookingPages.pageTitle} description={messages.bookingPages.pageDescription} />
      <Container className="py-12 *:max-w-3xl sm:py-16">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {messages.bookingPages.pageTitle}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {messages.bookingPages.pageHeading}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{messages.bookingPages.pageIntro}</p>
        <div className="mt-10">
          {booked ? (
            <BookingConfirmation reference={booked.reference} start={booked.start} />
          ) : (
            <BookingForm onBooked={setBooked} />
          )}
        </div>
      </Container>
    </>
  );
}
