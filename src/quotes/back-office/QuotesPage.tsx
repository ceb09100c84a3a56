import { useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import { AdminMeta } from "../../back-office/index.js";
import { messages } from "../../shared/messages/catalogue.js";
import { formatExcludingTax, formatIncludingTax } from "../../shared/money.js";
import { formatParisDate } from "../../shared/paris-time.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { quoteStateLabels } from "../shared/quote-states.js";

/** Every client's quotes, newest first, 50 at a time from the server, each with its PDF as issued. */
export function QuotesPage() {
  const trpc = useTRPC();
  const quotes = useInfiniteQuery(
    trpc.admin.quotes.infiniteQueryOptions({ limit: 50 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  const items = quotes.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="quotes-title">
      <AdminMeta title={messages.backOfficeQuotes.pageTitle} />
      <h1 id="quotes-title" className="text-2xl font-bold text-slate-900">
        {messages.backOfficeQuotes.pageTitle}
      </h1>
      <div className="mt-4" aria-live="polite">
        {quotes.isPending ? <PendingNote>{messages.backOfficeQuotes.loading}</PendingNote> : null}
        {quotes.error ? (
          <p role="alert" className="text-red-800">
            {serverMessage(quotes.error, messages.backOfficeQuotes.loadFailed)}
          </p>
        ) : null}
        {quotes.data && items.length === 0 ? <p className="text-slate-600">{messages.backOfficeQuotes.none}</p> : null}
      </div>
      <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200" data-testid="quotes">
        {items.map((quote) => (
          <li key={quote.reference} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <span className="font-mono">{quote.reference}</span> · {formatExcludingTax(quote.totalExcludingTax)} ·{" "}
                {formatIncludingTax(quote.totalIncludingTax)}
              </p>
              <p className="break-words text-slate-900">
                {quote.company}
                <span className="text-slate-600">
                  {" "}
                  · {quote.firstName} {quote.lastName} · {quote.email}
                </span>
              </p>
              <p className="text-sm text-slate-600">
                {messages.common.quoteIssuedLabel(formatParisDate(quote.issuedAt))} ·{" "}
                <a href={`/api/admin/quotes/${quote.reference}/pdf`} className={buttonStyles.link} download>
                  {messages.common.downloadPdfLink}
                  <span className="sr-only"> {messages.backOfficeQuotes.ofQuoteCaption(quote.reference)}</span>
                </a>
              </p>
            </div>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {quoteStateLabels[quote.state]}
            </span>
          </li>
        ))}
      </ul>
      {quotes.hasNextPage ? (
        <button
          type="button"
          className={`mt-4 ${buttonStyles.small}`}
          disabled={quotes.isFetchingNextPage}
          onClick={() => void quotes.fetchNextPage()}
        >
          {messages.common.showMoreButton}
        </button>
      ) : null}
    </section>
  );
}
