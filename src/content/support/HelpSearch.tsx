import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { supportRequestLink } from "../../requests/shared/request-links.js";
import { siteSearchPath } from "../../search/shared/search-document.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { Icon } from "../../ui/icons.js";
import type { HelpArticle } from "../shared/help-content.js";
import { filterByTitle } from "./filter-by-title.js";

/** The results close this long after the box loses focus, so a click on a result still lands. */
export const SEARCH_BLUR_CLOSE_MS = 150;

/**
 * The help-centre search: an ARIA combobox whose results open on focus, filter the articles by
 * title as one types, and close 150 ms after the box loses focus. Arrow keys move through the
 * results, Enter opens one, Escape closes the list. The chosen article's answer shows below. When no title
 * matches, the way on shows below instead: the same words searched on the whole site, or asked to the support.
 */
export function HelpSearch({ articles }: { articles: readonly HelpArticle[] }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<HelpArticle | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const id = useId();
  const listId = `${id}-results`;
  const results = filterByTitle(articles, query);
  const typed = query.trim();
  const listed = open && results.length > 0;
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function choose(article: HelpArticle) {
    setChosen(article);
    setQuery(article.title);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === "Enter" && open && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === "Escape") {
      if (open) setOpen(false);
      else setQuery("");
    }
  }

  const activeId = open && results[active] ? `${id}-option-${results[active].id}` : undefined;
  return (
    <div>
      <div className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          {messages.supportPages.helpSearchLabel}
        </label>
        <span className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-slate-500">
          <Icon name="search" />
        </span>
        <input
          id={`${id}-input`}
          type="text"
          inputMode="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listId}
          aria-activedescendant={activeId}
          placeholder={messages.supportPages.helpSearchPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => setOpen(false), SEARCH_BLUR_CLOSE_MS);
          }}
          onKeyDown={onKeyDown}
          className="h-14 w-full rounded-2xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500"
        />
        <div
          data-testid="help-results"
          hidden={!listed}
          className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/10"
        >
          <div
            id={listId}
            role="listbox"
            aria-label={messages.supportPages.helpArticlesLabel}
            className="max-h-64 overflow-y-auto py-2"
          >
            {results.map((article, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the options from the search box (aria-activedescendant).
              <div
                key={article.id}
                id={`${id}-option-${article.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Keeps the focus in the box: the click chooses, the box does not blur first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(article)}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-4 py-3 ${index === active ? "bg-brand-50" : ""}`}
              >
                <span className="block font-medium text-slate-900">{article.title}</span>
                <span className="block text-sm text-slate-600">{article.subtitle}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
      {/* In the page's flow, not in the list that closes on blur: the keyboard reaches its links. */}
      <div role="status">
        {typed !== "" && results.length === 0 ? (
          <div data-testid="help-no-match" className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{messages.supportPages.noHelpArticle(typed)}</p>
            <ul className="mt-2 space-y-1">
              <li>
                <Link href={`${siteSearchPath}?q=${encodeURIComponent(typed)}`} className={buttonStyles.link}>
                  {messages.supportPages.searchSiteLink(typed)}
                </Link>
              </li>
              <li>
                <Link href={supportRequestLink(undefined, typed)} className={buttonStyles.link}>
                  {messages.supportPages.askSupportLink}
                </Link>{" "}
                <span className="text-slate-600">{messages.supportPages.askSupportAfter}</span>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
      {chosen ? (
        <article
          aria-labelledby={`${id}-answer`}
          className="mt-6 rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200"
        >
          <h2 id={`${id}-answer`} className="text-xl font-semibold text-slate-900">
            {chosen.title}
          </h2>
          <p className="mt-1 text-slate-600">{chosen.subtitle}</p>
          <div
            className="prose-help mt-4 space-y-3 text-slate-700 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: MDX rendered to HTML at build time from our own content.
            dangerouslySetInnerHTML={{ __html: chosen.html }}
          />
        </article>
      ) : null}
    </div>
  );
}
