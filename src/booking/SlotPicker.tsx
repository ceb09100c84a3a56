import { type ComponentProps, useState } from "react";
import { messages } from "../shared/messages/catalogue.js";
import { useHydrated } from "../ui/use-hydrated.js";
import { type SlotDay, slotTime } from "./slot-days.js";

type RadioProps = Omit<ComponentProps<"input">, "type" | "value" | "defaultChecked">;

/**
 * The free slots as radio buttons named `start`, a fieldset per day. In the server's HTML (and without
 * JavaScript) every day is listed; once React runs, a row of days comes first and only the chosen day's
 * slots show. Same inputs either way: the form posts the same field.
 */
export function SlotPicker({
  days,
  checked,
  error,
  radio,
}: {
  days: readonly SlotDay[];
  /** The slot ticked when the page was rendered (the form shown again). */
  checked: string | undefined;
  error: string | undefined;
  radio: RadioProps;
}) {
  const hydrated = useHydrated();
  const [chosenDay, setChosenDay] = useState(
    () => days.find((day) => day.slots.some((slot) => slot.start === checked))?.date ?? days[0]?.date,
  );
  const shownDay = days.some((day) => day.date === chosenDay) ? chosenDay : days[0]?.date;

  if (days.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-700">
        {messages.bookingPages.noFreeSlot}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      {hydrated ? (
        // min-w-0: a fieldset is as wide as its content by default, so the scrolling row of days widened the page.
        <fieldset className="flex min-w-0 gap-2 overflow-x-auto pb-2">
          <legend className="sr-only">{messages.bookingPages.dayLabel}</legend>
          {days.map((day) => (
            <button
              key={day.date}
              type="button"
              aria-pressed={day.date === shownDay}
              onClick={() => setChosenDay(day.date)}
              className="shrink-0 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 first-letter:uppercase hover:border-brand-400 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {day.label}
            </button>
          ))}
        </fieldset>
      ) : null}
      {days.map((day) => (
        <fieldset key={day.date} hidden={hydrated && day.date !== shownDay} className="min-w-0 space-y-2">
          <legend className="text-sm font-semibold text-slate-800 first-letter:uppercase">{day.label}</legend>
          <div className="flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <label
                key={slot.start}
                className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  {...radio}
                  // usePageForm's register writes a text field's starting value; a radio's is `defaultChecked`.
                  defaultValue={undefined}
                  type="radio"
                  className="sr-only"
                  value={slot.start}
                  defaultChecked={slot.start === checked}
                  aria-invalid={error ? true : undefined}
                />
                {slotTime(slot)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
