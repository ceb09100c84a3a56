import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import { useTRPC } from "../app/trpc/client.js";
import { messages } from "../shared/messages/catalogue.js";
import { adminPaths } from "./shared/admin-paths.js";

const linkStyle = (current: boolean) =>
  `rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
    current ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"
  }`;

/** The back-office's sections; the admin-only ones are shown to admins only (the server refuses them to others). */
export function AdminNav({ isAdmin }: { isAdmin: boolean }) {
  const trpc = useTRPC();
  const [location] = useLocation();
  // Polled: a request sent meanwhile shows in the badge without a reload.
  const fresh = useQuery(trpc.admin.newCount.queryOptions(undefined, { refetchInterval: 30_000 }));
  const count = fresh.data?.count ?? 0;
  const links = [
    {
      href: adminPaths.inbox,
      label: messages.backOfficeInbox.pageTitle,
      current: location === adminPaths.inbox || location.startsWith("/admin/demandes"),
    },
    { href: adminPaths.calendar, label: messages.callCalendar.pageTitle, current: location === adminPaths.calendar },
    { href: adminPaths.quotes, label: messages.backOfficeQuotes.pageTitle, current: location === adminPaths.quotes },
    {
      href: adminPaths.searchMisses,
      label: messages.searchMisses.pageTitle,
      current: location === adminPaths.searchMisses,
    },
    ...(isAdmin
      ? [
          { href: adminPaths.users, label: messages.backOfficeUsers.pageTitle, current: location === adminPaths.users },
          { href: adminPaths.audit, label: messages.backOfficeAudit.pageTitle, current: location === adminPaths.audit },
        ]
      : []),
  ];
  return (
    <nav
      aria-label={messages.adminArea.pageTitle}
      className="mb-6 flex flex-wrap items-center gap-2 border-b border-slate-200 pb-4"
    >
      <span className="mr-2 text-lg font-bold text-slate-900">{messages.adminArea.pageTitle}</span>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={linkStyle(link.current)}
          aria-current={link.current ? "page" : undefined}
        >
          {link.label}
          {link.href === adminPaths.inbox && count > 0 ? (
            <span
              className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
              data-testid="new-requests"
            >
              {count}
              <span className="sr-only"> {messages.adminArea.newRequestsCaption}</span>
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
