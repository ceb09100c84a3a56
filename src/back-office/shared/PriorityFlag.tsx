import type { RequestType } from "../../requests/shared/request-types.js";
import { messages } from "../../shared/messages/catalogue.js";

/**
 * A priority assistance request (sent with a client key) stands out wherever it is listed or opened: a client
 * under contract is waiting on an incident (docs/0057).
 */
export function PriorityFlag({ type }: { type: RequestType }) {
  if (type !== "priority") return null;
  return (
    <span
      className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase"
      data-testid="priority-flag"
    >
      {messages.adminArea.priorityCaption}
    </span>
  );
}
