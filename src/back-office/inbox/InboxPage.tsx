import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import {
  requestStatuses,
  requestStatusLabels,
  requestTypeLabels,
  requestTypes,
} from "../../requests/shared/request-types.js";
import { messages } from "../../shared/messages/catalogue.js";
import { formatDateTime } from "../../ui/format-date.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { AdminMeta } from "../AdminMeta.js";
import { adminPaths } from "../shared/admin-paths.js";
import { PriorityFlag } from "../shared/PriorityFlag.js";
import { filtersFromSearch, searchOf } from "./inbox-filters.js";
import { PriorityFilter } from "./PriorityFilter.js";

const selectStyle = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

/** Every request, booking and application, newest first, filtered on the server, 50 at a time. */
export function InboxPage() {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(useSearch());
  const team = useQuery(trpc.admin.team.queryOptions());
  const inbox = useInfiniteQuery(
    trpc.admin.inbox.infiniteQueryOptions(
      { ...filters, limit: 50 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="inbox-title">
      <AdminMeta title={messages.backOfficeInbox.pageTitle} />
      <h1 id="inbox-title" className="text-2xl font-bold text-slate-900">
        {messages.backOfficeInbox.pageTitle}
      </h1>
      {/* Keyed by the filters: a link or the history changing them shows them in the fields too. */}
      <form
        key={searchOf(filters as Record<string, string>)}
        aria-label={messages.backOfficeInbox.filtersLabel}
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          navigate(adminPaths.inbox + searchOf(Object.fromEntries(form) as Record<string, string>));
        }}
      >
        <label className="text-sm font-medium text-slate-700 lg:col-span-2">
          {messages.backOfficeInbox.searchLabel}
          <input
            name="search"
            type="search"
            defaultValue={filters.search ?? ""}
            placeholder={messages.backOfficeInbox.searchPlaceholderLabel}
            className={selectStyle}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {messages.backOfficeInbox.typeLabel}
          <select name="type" defaultValue={filters.type ?? ""} className={selectStyle}>
            <option value="">{messages.backOfficeInbox.anyLabel}</option>
            {requestTypes.map((type) => (
              <option key={type} value={type}>
                {requestTypeLabels[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {messages.backOfficeRequest.statusLabel}
          <select name="status" defaultValue={filters.status ?? ""} className={selectStyle}>
            <option value="">{messages.backOfficeInbox.anyLabel}</option>
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {requestStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {messages.backOfficeRequest.ownerLabel}
          <select name="owner" defaultValue={filters.owner ?? ""} className={selectStyle}>
            <option value="">{messages.backOfficeInbox.anyLabel}</option>
            <option value="me">{messages.backOfficeInbox.meLabel}</option>
            <option value="none">{messages.backOfficeRequest.nobodyLabel}</option>
            {team.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className={buttonStyles.small}>
            {messages.backOfficeInbox.filterButton}
          </button>
          <a
            href={`/api/admin/export.csv${searchOf(filters as Record<string, string>)}`}
            className={buttonStyles.small}
            download
          >
            {messages.backOfficeInbox.exportCsvLink}
          </a>
          <a
            href={`/api/admin/export.xlsx${searchOf(filters as Record<string, string>)}`}
            className={buttonStyles.small}
            download
          >
            {messages.backOfficeInbox.exportXlsxLink}
          </a>
        </div>
      </form>

      <PriorityFilter filters={filters} />
      <div className="mt-4" aria-live="polite">
        {inbox.isPending ? <PendingNote>{messages.backOfficeInbox.loading}</PendingNote> : null}
        {inbox.error ? (
          <p role="alert" className="text-red-800">
            {serverMessage(inbox.error, messages.backOfficeInbox.loadFailed)}
          </p>
        ) : null}
        {inbox.data && items.length === 0 ? <p className="text-slate-600">{messages.backOfficeInbox.none}</p> : null}
      </div>
      <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200" data-testid="inbox">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
            <div className="min-w-0">
              <Link href={adminPaths.request(item.reference)} className={`${buttonStyles.link} font-mono`}>
                {item.reference}
              </Link>
              <span className="mx-2 text-sm text-slate-600">{requestTypeLabels[item.type]}</span>
              <PriorityFlag type={item.type} />
              <p className="break-words text-slate-900">
                {item.firstName} {item.lastName}
                {item.company ? <span className="text-slate-600"> · {item.company}</span> : null}
                <span className="text-slate-600"> · {item.email}</span>
              </p>
              <p className="text-sm text-slate-600">
                {messages.backOfficeRequest.receivedCaption(formatDateTime(item.createdAt))} ·{" "}
                {item.ownerName
                  ? messages.backOfficeRequest.followedByCaption(item.ownerName)
                  : messages.backOfficeRequest.unassignedCaption}
              </p>
            </div>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {requestStatusLabels[item.status]}
            </span>
          </li>
        ))}
      </ul>
      {inbox.hasNextPage ? (
        <button
          type="button"
          className={`mt-4 ${buttonStyles.small}`}
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {messages.common.showMoreButton}
        </button>
      ) : null}
    </section>
  );
}
