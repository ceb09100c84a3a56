import { Link } from "wouter";
import { formatParisDateTime } from "../shared/locale-text/paris-dates.js";
import { messages } from "../shared/messages/catalogue.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { Confirmation } from "../ui/forms/Confirmation.js";
import { FormAlert } from "../ui/forms/FormAlert.js";

/** What the visitor keeps after booking: the reference and the call's time, Paris time. */
export function BookingConfirmation({ reference, start }: { reference: string; start: string }) {
  return (
    <Confirmation label={messages.bookingPages.bookedLabel} className="space-y-5" data-testid="booking-confirmation">
      <FormAlert tone="success">{messages.bookingPages.booked}</FormAlert>
      <dl className="grid gap-3 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{messages.formWords.referenceLabel}</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="reference">
            {reference}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{messages.bookingPages.callLabel}</dt>
          <dd className="text-lg font-bold text-slate-900">
            {formatParisDateTime(Date.parse(start))}{" "}
            <span className="font-normal">{messages.bookingPages.parisTimeLabel}</span>
          </dd>
        </div>
      </dl>
      <p className="text-slate-700">{messages.bookingPages.confirmationMailed}</p>
      <Link href="/" className={buttonStyles.link}>
        {messages.pageWords.backHomeLink}
      </Link>
    </Confirmation>
  );
}
