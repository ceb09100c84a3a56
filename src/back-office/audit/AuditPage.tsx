import { useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { formatDateTime } from "../../ui/format-date.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { AdminMeta } from "../AdminMeta.js";

/** The audit log, newest first: read-only, there is no control that changes it. */
export function AuditPage() {
  const trpc = useTRPC();
  const log = useInfiniteQuery(
    trpc.admin.auditLog.infiniteQueryOptions(
      { limit: 50 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="audit-title">
      <AdminMeta title={messages.backOfficeAudit.pageTitle} />
      <h1 id="audit-title" className="text-2xl font-bold text-slate-900">
        {messages.backOfficeAudit.pageTitle}
      </h1>
      {log.isPending ? <PendingNote>{messages.backOfficeAudit.loading}</PendingNote> : null}
      <ul className="mt-4 divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
        {items.map((entry) => (
          <li key={entry.id} className="p-3 text-sm">
            <p className="text-slate-600">
              {formatDateTime(entry.at)} · {entry.actorEmail} · {entry.ip}
            </p>
            <p className="break-words text-slate-900">
              <span className="font-mono">{entry.action}</span> · {entry.target}
              {entry.detail ? <span className="text-slate-600"> · {entry.detail}</span> : null}
            </p>
          </li>
        ))}
      </ul>
      {log.hasNextPage ? (
        <button type="button" className={`mt-4 ${buttonStyles.small}`} onClick={() => void log.fetchNextPage()}>
          {messages.common.showMoreButton}
        </button>
      ) : null}
    </section>
  );
}
