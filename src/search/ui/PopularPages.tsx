import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { popularPages } from "../shared/search-document.js";

/** Shown under 'Aucun résultat': where most visitors go instead. */
export function PopularPages({ onChoose }: { onChoose?: () => void }) {
  return (
    <div className="text-sm text-slate-700">
      <p>{messages.searchScreens.popularPagesLabel}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {popularPages.map((page) => (
          <li key={page.url}>
            <Link
              href={page.url}
              onClick={onChoose}
              className="inline-flex rounded-full border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
            >
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
