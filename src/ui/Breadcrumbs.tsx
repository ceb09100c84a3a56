import { Link } from "wouter";
import type { Crumb } from "../app/PageMeta.js";
import { messages } from "../shared/messages/catalogue.js";

/**
 * The trail from home to the page, as links (the page itself last, not a link): the same trail the page
 * declares to search engines (PageMeta's breadcrumbs). Light text, for a dark band.
 */
export function Breadcrumbs({ trail, className = "" }: { trail: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label={messages.pageTrail.trailLabel} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-100">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="underline-offset-4 hover:text-white hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
