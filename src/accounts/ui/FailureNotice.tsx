import type { ReactNode } from "react";
import { AlertIcon } from "../../ui/drawn-icons.js";
import { StatusBadge } from "./StatusBadge.js";

/** A screen's failed outcome: the alert mark, the message (announced), and what the visitor can do next. */
export function FailureNotice({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="space-y-5">
      <StatusBadge tone="danger">
        <AlertIcon width={30} height={30} />
      </StatusBadge>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      {children}
    </div>
  );
}
