import { useEffect, useState } from "react";
import { PageMeta } from "../app/PageMeta.js";
import { usePageData } from "../app/page-data.js";
import { messages } from "../shared/messages/catalogue.js";
import { Container } from "../ui/Container.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { inputStyles } from "../ui/forms/FieldFrame.js";
import { useSearchParam } from "../ui/use-search-param.js";
import { clientSearchIndex } from "./client-index.js";
import { groupHits } from "./group-hits.js";
import { MAX_QUERY_LENGTH, type SearchAnswer, siteSearchPath } from "./shared/search-document.js";
import { searchSite } from "./shared/search-engine.js";
import { Highlighted } from "./ui/Highlighted.js";
import { PopularPages } from "./ui/PopularPages.js";
import { ResultLink } from "./ui/ResultLink.js";

/**
 * The answer to show: the server's when it rendered this page (always, for a query reached by a full
 * load), else found in the browser, for a query reached by a client-side navigation.
 */
function useSearchAnswer(): SearchAnswer | undefined {
  const fromServer = usePageData()?.search;
  const query = useSearchParam("q")?.trim() ?? "";
  const [found, setFound] = useState<SearchAnswer>();
  useEffect(() => {
    if (fromServer || query === "") return;
    let current = true;
    void clientSearchIndex().then((index) => {
      if (current) setFound({ query, hits: searchSite(index, query) });
    });
    return () => {
      current = false;
    };
  }, [fromServer, query]);
  return fromServer ?? (found?.query === query ? found : undefined);
}

/** `/recherche`: a plain GET form and its results, grouped by type; the server renders it for a query (docs/0020). */
export default function SearchPage() {
  const answer = useSearchAnswer();
  const groups = groupHits(answer?.hits ?? []);
  return (
    <>
      <PageMeta
        title={answer?.query ? messages.searchScreens.queryPageTitle(answer.query) : messages.searchScreens.pageTitle}
        description={messages.searchScreens.pageDescription}
      />
      <Container className="py-12 *:max-w-3xl sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {messages.searchScreens.pageTitle}
        </h1>
        <search>
          <form method="get" action={siteSearchPath} className="mt-6 flex flex-col gap-3 sm:flex-row">
            <label htmlFor="search-query" className="sr-only">
              {messages.searchScreens.fieldLabel}
            </label>
            <input
              id="search-query"
              type="search"
              name="q"
              defaultValue={answer?.query ?? ""}
              maxLength={MAX_QUERY_LENGTH}
              placeholder={messages.searchScreens.queryPlaceholder}
              aria-invalid={answer?.error ? true : undefined}
              aria-describedby={answer?.error ? "search-error" : undefined}
              className={`${inputStyles} flex-1`}
            />
            <button type="submit" className={`${buttonStyles.primary} sm:w-auto`}>
              {messages.searchScreens.searchButton}
            </button>
          </form>
        </search>
        {answer?.error ? (
          <p id="search-error" role="alert" className="mt-4 text-sm font-medium text-red-700">
            {answer.error}
          </p>
        ) : null}
        {answer && !answer.error ? (
          <section aria-labelledby="results-title" className="mt-10">
            <h2 id="results-title" className="text-lg font-semibold text-slate-900">
              {answer.hits.length === 0
                ? messages.searchScreens.noResultForHeading(answer.query)
                : messages.searchScreens.resultsForHeading(answer.hits.length, answer.query)}
            </h2>
            {answer.hits.length === 0 ? (
              <div className="mt-4">
                <PopularPages />
              </div>
            ) : null}
            {groups.map((group) => (
              <section key={group.type} aria-label={group.label} className="mt-8">
                <h3 className="text-sm font-bold tracking-wider text-slate-500 uppercase">{group.label}</h3>
                <ul className="mt-3 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
                  {group.hits.map((hit) => (
                    <li key={hit.id}>
                      <ResultLink url={hit.url} className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
                        <span className="block font-semibold text-slate-900">
                          <Highlighted text={hit.title} terms={hit.terms} />
                        </span>
                        <span className="mt-1 block text-sm text-slate-600">
                          <Highlighted text={hit.text} terms={hit.terms} />
                        </span>
                      </ResultLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ) : null}
      </Container>
    </>
  );
}
