import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { Icon } from "../../ui/icons.js";
import { blogPagePath } from "./blog-pages.js";

const step =
  "inline-flex h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 transition hover:bg-white hover:text-brand-700";
const number =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition";

/** Links to every page of the list (real links: they work without JavaScript), the current one marked. */
export function Pagination({ page, count }: { page: number; count: number }) {
  if (count < 2) return null;
  const pages = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav aria-label={messages.blog.pagesLabel} className="mt-14 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link href={blogPagePath(page - 1)} rel="prev" className={step}>
          <Icon name="chevronLeft" className="h-4 w-4" />
          {messages.blog.newerLink}
        </Link>
      )}
      <ol className="flex items-center gap-2">
        {pages.map((each) => (
          <li key={each}>
            <Link
              href={blogPagePath(each)}
              aria-current={each === page ? "page" : undefined}
              aria-label={messages.blog.pageLabel(each)}
              className={`${number} ${each === page ? "bg-brand-700 text-white" : "text-slate-700 ring-1 ring-slate-300 hover:bg-white hover:text-brand-700"}`}
            >
              {each}
            </Link>
          </li>
        ))}
      </ol>
      {page < count && (
        <Link href={blogPagePath(page + 1)} rel="next" className={step}>
          {messages.blog.olderLink}
          <Icon name="chevronRight" className="h-4 w-4" />
        </Link>
      )}
    </nav>
  );
}
