import { useState } from "react";
import { PageMeta } from "../app/PageMeta.js";
import { messages } from "../shared/messages/catalogue.js";
import { Container } from "../ui/Container.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { PageIntro } from "../ui/PageIntro.js";
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
        <PageIntro
          eyebrow={messages.bookingPages.pageTitle}
          title={messages.bookingPages.pageHeading}
          lead={messages.bookingPages.pageIntro}
        />
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
