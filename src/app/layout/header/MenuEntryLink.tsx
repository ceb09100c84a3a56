import type { MenuLink } from "@content";
import { Link } from "wouter";

/** The label items without a page carry: they are shown, marked as such, and are not links. */
export const COMING_SOON = "Coming Soon";

/**
 * One item of a header menu: a link when it has a page, otherwise a 'Coming Soon' placeholder
 * (plain text: nothing to follow, nothing to focus).
 */
export function MenuEntryLink({
  link,
  onNavigate,
  compact = false,
}: {
  link: MenuLink;
  onNavigate?: () => void;
  /** The mobile accordion drops the descriptions. */
  compact?: boolean;
}) {
  const description =
    !compact && link.description ? (
      <span className="mt-0.5 block text-sm font-normal text-slate-600">{link.description}</span>
    ) : null;
  if (!link.href) {
    return (
      <span className="block rounded-lg px-3 py-2 text-slate-700">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {link.label}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {COMING_SOON}
          </span>
        </span>
        {description}
      </span>
    );
  }
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      className="block rounded-lg px-3 py-2 font-medium text-slate-900 transition-colors hover:bg-brand-50 hover:text-brand-800"
    >
      {link.label}
      {description}
    </Link>
  );
}
