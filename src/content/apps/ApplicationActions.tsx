import { useState } from "react";
import { Link } from "wouter";
import { supportRequestLink } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { useHydrated } from "../../ui/use-hydrated.js";
import type { Application } from "../application-catalogue.js";
import { type ShareOutcome, sharePage } from "./share-page.js";
import { useWishlist } from "./use-wishlist.js";

/** The help category applications' requests belong to (content/help/categories). */
const APPLICATIONS_CATEGORY = "applications-contenu";

const actionIcons = {
  wishlist: "M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z",
  share: "M16 6a2.5 2.5 0 110 .01M6 12a2.5 2.5 0 110 .01M16 18a2.5 2.5 0 110 .01M8.2 10.9l5.6-3.3M8.2 13.1l5.6 3.3",
  report: "M5 21V4h10l-1 4h6l-2 7H9.5L10 12H5",
} as const;

const secondary =
  "inline-flex items-center gap-2 rounded-xl border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:border-brand-500 hover:text-brand-700 aria-pressed:border-brand-500 aria-pressed:text-brand-700";

function ActionIcon({ icon, filled = false }: { icon: keyof typeof actionIcons; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.75}
      aria-hidden="true"
      className="h-4 w-4"
    >
      <path d={actionIcons[icon]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const shareMessages: Record<ShareOutcome, string | null> = {
  shared: null,
  cancelled: null,
  copied: messages.appListings.linkCopied,
  unavailable: messages.appListings.copyAddressToShare,
};

/**
 * 'Télécharger' and 'Signaler' open a support request about this application (no store or installer is
 * hosted here: the team answers with access). The wish list and sharing need the browser's help, so they
 * appear once the page runs its script rather than sitting there inert without it.
 */
export function ApplicationActions({ application }: { application: Application }) {
  const hydrated = useHydrated();
  const [listed, toggleListed] = useWishlist(application.title);
  const [shareMessage, setShareMessage] = useState<string | null>(null);
  const share = async () => setShareMessage(shareMessages[await sharePage(application.title, window.location.href)]);

  return (
    <div className="mt-6">
      <div className="flex flex-wrap gap-3">
        <Link
          href={supportRequestLink(APPLICATIONS_CATEGORY, messages.appListings.downloadRequestTitle(application.title))}
          className="rounded-xl bg-brand-700 px-8 py-2.5 text-sm font-bold text-white hover:bg-brand-900"
        >
          {messages.appListings.downloadLink}
        </Link>
        {hydrated ? (
          <>
            <button type="button" aria-pressed={listed} onClick={toggleListed} className={secondary}>
              <ActionIcon icon="wishlist" filled={listed} />
              {messages.appListings.wishlistButton}
            </button>
            <button type="button" onClick={share} className={secondary}>
              <ActionIcon icon="share" />
              {messages.appListings.shareButton}
            </button>
          </>
        ) : null}
        <Link
          href={supportRequestLink(APPLICATIONS_CATEGORY, messages.appListings.reportRequestTitle(application.title))}
          className={secondary}
        >
          <ActionIcon icon="report" />
          {messages.appListings.reportLink}
        </Link>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
        {shareMessage}
      </p>
    </div>
  );
}
