import type { MenuLink } from "@content";
import { Link } from "wouter";

/** One item of a header menu: a link to its page (the content model requires one, so no entry is a placeholder). */
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
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      className="block rounded-lg px-3 py-2 font-medium text-slate-900 transition-colors hover:bg-brand-50 hover:text-brand-800"
    >
      {link.label}
      {!compact && link.description ? (
        <span className="mt-0.5 block text-sm font-normal text-slate-600">{link.description}</span>
      ) : null}
    </Link>
  );
}
