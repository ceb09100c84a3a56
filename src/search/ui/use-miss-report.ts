import { useEffect, useRef } from "react";
import { mutateProcedure } from "../../app/call-procedure.js";
import { siteLocale } from "../../shared/site-locale.js";

/** How long the visitor must stop typing before a query counts as searched: no count for each keystroke. */
export const MISS_REPORT_DELAY_MS = 1_500;

/**
 * Tells the server, once per query and dialog, of a search that found nothing (docs/0020): the dialog searches
 * in the browser, and the team's « Recherches sans résultat » must count these too. The server searches again
 * before counting (`search.reportMiss`, server/search/search-router.ts). A lost report costs nothing to the visitor.
 */
export function useMissReport(query: string, searched: boolean, found: boolean) {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const words = query.trim().toLowerCase();
    if (!searched || found || words.length < 2 || reported.current.has(words)) return;
    const timer = setTimeout(() => {
      reported.current.add(words);
      // The report may leave as the visitor closes the dialog and moves on.
      // French is the server's default: a French page's report is what it always was.
      const report = siteLocale === "fr" ? { query: words } : { query: words, locale: siteLocale };
      mutateProcedure("search.reportMiss", report, { keepalive: true }).catch(() => {});
    }, MISS_REPORT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, searched, found]);
}
