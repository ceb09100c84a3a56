import type { ReactNode } from "react";

/** A spinner and a sentence, for the moment a screen waits on the server. */
export function PendingNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 text-slate-700">
      <span
        aria-hidden="true"
        className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
      />
      {children}
    </p>
  );
}
