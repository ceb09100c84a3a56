import { messages } from "../../shared/messages/catalogue.js";
import { formatDateTime } from "../../ui/format-date.js";
import type { HistoryEvent } from "../admin-types.js";

const kindLabels: Record<HistoryEvent["kind"], string> = {
  status: messages.backOfficeRequest.statusLabel,
  owner: messages.backOfficeRequest.ownerLabel,
  note: messages.backOfficeRequest.noteLabel,
  reply: messages.backOfficeRequest.replySentLabel,
};

/** Every step taken on the request, oldest first, with who and when. */
export function RequestHistory({ events }: { events: HistoryEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">{messages.backOfficeRequest.noActionYet}</p>;
  return (
    <ol className="space-y-3" data-testid="history">
      {events.map((event) => (
        <li
          key={`${event.createdAt}-${event.kind}-${event.body.slice(0, 20)}`}
          className="border-l-2 border-brand-200 pl-3"
        >
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{kindLabels[event.kind]}</span> · {event.actorName} ·{" "}
            {formatDateTime(event.createdAt)}
          </p>
          <p className="whitespace-pre-line break-words text-slate-800">{event.body}</p>
        </li>
      ))}
    </ol>
  );
}
