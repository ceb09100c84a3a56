import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import type { CalendarCall } from "../../back-office/index.js";
import { AdminMeta } from "../../back-office/index.js";
import { adminPaths } from "../../back-office/shared/admin-paths.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { slotDays, slotTime } from "../slot-days.js";
import { CancelCall } from "./CancelCall.js";

function CallItem({ call }: { call: CalendarCall }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <time dateTime={call.start}>{slotTime(call)}</time>
          <span className="ml-2 font-normal">
            {call.firstName} {call.lastName}
            {call.company ? <span className="text-slate-600"> · {call.company}</span> : null}
          </span>
        </p>
        <p className="break-words text-sm text-slate-600">
          {call.email}
          {call.phone ? ` · ${call.phone}` : ""}
        </p>
        {call.topic ? (
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{call.topic}</p>
        ) : null}
        <Link href={adminPaths.request(call.reference)} className={`${buttonStyles.link} font-mono text-sm`}>
          {call.reference}
        </Link>
      </div>
      {call.past ? (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {messages.callCalendar.pastLabel}
        </span>
      ) : (
        <CancelCall call={call} />
      )}
    </li>
  );
}

/** The discovery calls booked from today to the last bookable day, by Paris day (docs/0030). */
export function CalendarPage() {
  const trpc = useTRPC();
  const calls = useQuery(trpc.admin.calendar.queryOptions());
  const days = slotDays(calls.data ?? []);
  return (
    <section aria-labelledby="calendar-title">
      <AdminMeta title={messages.callCalendar.pageTitle} />
      <h1 id="calendar-title" className="text-2xl font-bold text-slate-900">
        {messages.callCalendar.listHeading}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{messages.callCalendar.intro}</p>
      <div className="mt-4" aria-live="polite">
        {calls.isPending ? <PendingNote>{messages.callCalendar.loading}</PendingNote> : null}
        {calls.error ? (
          <p role="alert" className="text-red-800">
            {serverMessage(calls.error, messages.callCalendar.loadFailed)}
          </p>
        ) : null}
        {calls.data && days.length === 0 ? <p className="text-slate-600">{messages.callCalendar.none}</p> : null}
      </div>
      <div className="space-y-6" data-testid="calendar">
        {days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`} className="text-lg font-semibold first-letter:uppercase text-slate-900">
              {day.label}
            </h2>
            <ul className="mt-2 divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
              {day.slots.map((call) => (
                <CallItem key={call.reference} call={call} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
