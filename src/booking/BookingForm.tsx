import { useState } from "react";
import { useAccountPrefill } from "../accounts/index.js";
import { mutateProcedure } from "../app/call-procedure.js";
import { useSignedInUser } from "../app/signed-in-hint.js";
import { bookingPath } from "../requests/shared/request-pages.js";
import { messages } from "../shared/messages/catalogue.js";
import { ConsentField } from "../ui/forms/ConsentField.js";
import { FormAlert } from "../ui/forms/FormAlert.js";
import type { FieldPath } from "../ui/forms/field-paths.js";
import { HoneypotField } from "../ui/forms/HoneypotField.js";
import { PostForm } from "../ui/forms/PostForm.js";
import { SubmitButton } from "../ui/forms/SubmitButton.js";
import { errorCode, serverField, serverMessage } from "../ui/forms/server-error.js";
import { TextareaField } from "../ui/forms/TextareaField.js";
import { usePageForm } from "../ui/forms/use-page-form.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { VisitorFields } from "../ui/forms/VisitorFields.js";
import { SlotPicker } from "./SlotPicker.js";
import type { BookedCallAnswer } from "./shared/booking-slot.js";
import { slotDays } from "./slot-days.js";
import { useBookingSlots } from "./use-booking-slots.js";

/**
 * The booking form: a slot, who calls, what about. Posts to the server without JavaScript; with it, `booking.book`
 * as a plain request (no tRPC client on this public page, docs/0019).
 */
export function BookingForm({ onBooked }: { onBooked: (call: BookedCallAnswer) => void }) {
  // Signed in, the page's data has the visitor: the server's HTML and the first render start filled in.
  const user = useSignedInUser();
  const { slots, refresh } = useBookingSlots();
  const server = useServerForm("booking");
  const [formError, setFormError] = useState(server?.alert?.message ?? null);
  const form = usePageForm(
    () => import("../requests/shared/request-schemas.js").then((schemas) => schemas.bookingInput),
    {
      start: "",
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      email: user?.email ?? "",
      phone: "",
      topic: "",
      consent: false,
      website: "",
    },
    "booking",
  );
  const { errors, isSubmitting } = form.formState;
  useAccountPrefill(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onBooked(await mutateProcedure("booking.book", values));
    } catch (error) {
      const message = serverMessage(error, messages.bookingPages.bookingFailed);
      // Taken meanwhile: the list is refreshed, without that slot.
      if (errorCode(error) === "CONFLICT") refresh();
      const field = serverField(error);
      if (field && field in values)
        form.setError(field as FieldPath<typeof values>, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <PostForm name="booking" action={bookingPath} onSubmit={onSubmit} className="space-y-8">
      <section aria-labelledby="slots-title" className="space-y-4">
        <h2 id="slots-title" className="text-xl font-bold text-slate-900">
          {messages.bookingPages.slotsHeading}
        </h2>
        <p className="text-sm text-slate-600">{messages.bookingPages.slotsIntro}</p>
        {slots.status === "pending" ? (
          <p className="text-slate-600">{messages.bookingPages.loadingSlots}</p>
        ) : slots.status === "error" ? (
          <FormAlert tone="error">{messages.bookingPages.slotsFailed}</FormAlert>
        ) : (
          <SlotPicker
            days={slotDays(slots.slots)}
            checked={server?.values.start}
            error={errors.start?.message}
            radio={form.register("start")}
          />
        )}
      </section>
      <section aria-labelledby="you-title" className="space-y-4">
        <h2 id="you-title" className="text-xl font-bold text-slate-900">
          {messages.bookingPages.contactHeading}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <VisitorFields register={(field) => form.register(field)} errors={errors} />
        </div>
        <TextareaField
          label={messages.bookingPages.topicLabel}
          rows={4}
          error={errors.topic?.message}
          {...form.register("topic")}
        />
        <HoneypotField {...form.register("website")} />
        <ConsentField error={errors.consent?.message} {...form.register("consent")} />
      </section>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <div className="sm:max-w-xs">
        <SubmitButton
          label={messages.bookingPages.bookButton}
          pendingLabel={messages.bookingPages.booking}
          pending={isSubmitting}
        />
      </div>
    </PostForm>
  );
}
