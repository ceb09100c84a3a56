import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { adminPaths } from "../shared/admin-paths.js";
import type { InboxFilters } from "../shared/back-office-schemas.js";
import { searchOf } from "./inbox-filters.js";

const chip = (current: boolean) =>
  `rounded-full px-3 py-1 text-sm font-semibold ring-1 ${
    current ? "bg-red-700 text-white ring-red-700" : "bg-white text-red-800 ring-red-200 hover:bg-red-50"
  }`;

/**
 * One click to the priority requests, the other filters kept: a link, not a control of the form, so it works
 * before the page's script has run (docs/0057). The same as choosing the type in the form, which it reflects.
 */
export function PriorityFilter({ filters }: { filters: InboxFilters }) {
  const only = filters.type === "priority";
  const { type: _type, ...others } = filters as Record<string, string>;
  const href = adminPaths.inbox + searchOf(only ? others : { ...others, type: "priority" });
  return (
    <p className="mt-4">
      <Link href={href} className={chip(only)}>
        {only ? messages.backOfficeInbox.allRequestsLink : messages.backOfficeInbox.priorityOnlyLink}
      </Link>
    </p>
  );
}
