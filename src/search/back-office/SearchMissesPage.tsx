import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import { AdminMeta } from "../../back-office/index.js";
import { messages } from "../../shared/messages/catalogue.js";
import { formatDateTime } from "../../ui/format-date.js";
import { PendingNote } from "../../ui/PendingNote.js";

/**
 * What visitors searched for and the site did not answer (docs/0020), most frequent first: the
 * words as normalised, a count and two dates; nothing about who searched. For whoever writes the content.
 */
export function SearchMissesPage() {
  const trpc = useTRPC();
  const misses = useQuery(trpc.admin.searchMisses.queryOptions());
  return (
    <section aria-labelledby="misses-title">
      <AdminMeta title={messages.searchMisses.pageTitle} />
      <h1 id="misses-title" className="text-2xl font-bold text-slate-900">
        {messages.searchMisses.pageTitle}
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">{messages.searchMisses.intro}</p>
      {misses.isPending ? <PendingNote>{messages.searchMisses.loading}</PendingNote> : null}
      {misses.data?.length === 0 ? <p className="mt-4 text-slate-700">{messages.searchMisses.none}</p> : null}
      {misses.data && misses.data.length > 0 ? (
        <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  {messages.searchMisses.queryHeading}
                </th>
                <th scope="col" className="p-3 text-right font-semibold">
                  {messages.searchMisses.countHeading}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {messages.searchMisses.firstSeenHeading}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {messages.searchMisses.lastSeenHeading}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {misses.data.map((miss) => (
                <tr key={miss.query}>
                  <td className="break-all p-3 text-slate-900">{miss.query}</td>
                  <td className="p-3 text-right tabular-nums text-slate-900">{miss.misses}</td>
                  <td className="p-3 text-slate-600">{formatDateTime(miss.firstSeenAt)}</td>
                  <td className="p-3 text-slate-600">{formatDateTime(miss.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
