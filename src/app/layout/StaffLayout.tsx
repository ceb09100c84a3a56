import type { ReactNode } from "react";
import { Link } from "wouter";
import { adminPaths } from "../../back-office/shared/admin-paths.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { Logo } from "../../ui/Logo.js";
import { PageArrival } from "./PageArrival.js";
import { SkipLink } from "./SkipLink.js";
import { useNewPageAtTop } from "./use-new-page-at-top.js";

const barLink = "rounded-lg px-3 py-2 text-sm font-semibold text-slate-200 hover:bg-white/10 hover:text-white";

/**
 * The back-office's frame (docs/0057): a team at work needs its sections and its lists, not the marketing
 * menus, the call to action or the mega-footer. A dark bar says where one is, and leads back to the site and
 * to one's account; the back-office's own navigation is the first thing under it.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  useNewPageAtTop();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <header className="on-dark bg-slate-900 text-white">
        <Container className="flex h-14 items-center justify-between gap-4">
          <Link
            href={adminPaths.inbox}
            aria-label={messages.staffBar.barLabel}
            className="flex items-center gap-3 rounded-lg"
          >
            <Logo className="text-white" nameClassName="max-sm:sr-only" />
            <span className="rounded-md bg-white/10 px-2 py-0.5 text-sm font-semibold">
              {messages.staffBar.backOfficeLabel}
            </span>
          </Link>
          <div className="flex items-center gap-1">
            <Link href="/" className={barLink}>
              {messages.staffBar.siteLink}
            </Link>
            <Link href="/dashboard" className={barLink}>
              {messages.common.accountLink}
            </Link>
          </div>
        </Container>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <PageArrival />
    </div>
  );
}
