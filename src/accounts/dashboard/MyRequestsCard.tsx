import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearch } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { requestStatusLabels, requestTypeLabels } from "../../requests/shared/request-types.js";
import { formatDateTime, formatParisDateTime } from "../../shared/locale-text/paris-dates.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { toast } from "../../ui/Toasts.js";

/** The address of the older page, for "Voir plus" without JavaScript (the server renders the dashboard with it). */
const olderPage = (cursor: string) => `/dashboard?demandes=${encodeURIComponent(cursor)}#mes-demandes`;

/**
 * "Mes demandes": the requests sent with this account or its verified address, newest first. "Voir
 * plus" appends the next page; without JavaScript it is a link to that page, rendered by the server.
 */
export function MyRequestsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The dashboard is always rendered at request time, so the server saw the same query string.
  const cursor = new URLSearchParams(useSearch()).get("demandes") ?? undefined;
  const first = useQuery(trpc.requests.mine.queryOptions(cursor ? { cursor } : undefined));
  type Item = NonNullable<typeof first.data>["items"][number];
  const [older, setOlder] = useState<{ items: Item[]; nextCursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const items = [...(first.data?.items ?? []), ...(older?.items ?? [])];
  const nextCursor = older ? older.nextCursor : (first.data?.nextCursor ?? null);

  async function showMore(after: string) {
    setLoading(true);
    try {
      const page = await queryClient.fetchQuery(trpc.requests.mine.queryOptions({ cursor: after }));
      setOlder((shown) => ({ items: [...(shown?.items ?? []), ...page.items], nextCursor: page.nextCursor }));
    } catch (error) {
      toast.error(serverMessage(error, messages.dashboard.requestsFailed));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div id="mes-demandes">
      <AccountCard title={messages.dashboard.myRequestsHeading} description={messages.dashboard.myRequestsIntro}>
        {first.isPending ? <PendingNote>{messages.dashboard.loadingRequests}</PendingNote> : null}
        {first.data && items.length === 0 ? (
          <p className="text-sm text-slate-600">{messages.dashboard.noRequests}</p>
        ) : null}
        <ul className="divide-y divide-slate-100" data-testid="my-requests">
          {items.map((item) => (
            <li key={item.reference} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {requestTypeLabels[item.type]}
                  {item.about ? <span className="font-normal text-slate-600"> · {item.about}</span> : null}
                </p>
                <p className="text-sm text-slate-600">
                  <span className="font-mono">{item.reference}</span>
                  {messages.dashboard.requestSentLabel(formatDateTime(item.createdAt))}
                  {item.booking
                    ? messages.dashboard.callLabel(
                        item.booking.cancelled,
                        formatParisDateTime(Date.parse(item.booking.start)),
                      )
                    : null}
                </p>
              </div>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {requestStatusLabels[item.status]}
              </span>
            </li>
          ))}
        </ul>
        {nextCursor ? (
          <a
            href={olderPage(nextCursor)}
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void showMore(nextCursor);
            }}
            className={`mt-4 ${buttonStyles.small}`}
          >
            {loading ? messages.formWords.loading : messages.common.showMoreButton}
          </a>
        ) : null}
        {cursor ? (
          <a href="/dashboard#mes-demandes" className={`mt-4 ml-3 inline-block text-sm ${buttonStyles.link}`}>
            {messages.dashboard.newestLink}
          </a>
        ) : null}
      </AccountCard>
    </div>
  );
}
