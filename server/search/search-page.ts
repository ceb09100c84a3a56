import { type Request, type Response, Router } from "express";
import { locales } from "../../content-model/locale.js";
import { MAX_QUERY_LENGTH, type SearchAnswer, searchPathIn } from "../../src/search/shared/search-document.js";
import { normaliseQuery, type SearchIndex, searchSite } from "../../src/search/shared/search-engine.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Locale } from "../../src/shared/site-locale.js";
import { sendPage } from "../platform/http/page-handler.js";
import type { Logger } from "../platform/logging/logger.js";
import type { RenderPage } from "../platform/pages/page-renderer.js";
import type { SearchMisses } from "./search-misses.js";

export interface SearchPageDependencies {
  indexes: Readonly<Record<Locale, SearchIndex>>;
  misses: SearchMisses;
  render: RenderPage;
  logger: Logger;
}

const tooLong = messages.search.queryTooLong(MAX_QUERY_LENGTH);
const unreadable = messages.search.queryUnreadable;

const searchOf = (req: Request): string => req.originalUrl.slice(req.originalUrl.indexOf("?"));

/**
 * `GET /recherche?q=` (and the English search page, `searchPathIn("en")`): the results rendered on the server
 * (docs/0020), so the header's search icon works as a plain link before hydration or without JavaScript, and
 * results can be shared; each language's page searches its own index (docs/0068). Without a query the
 * prerendered page answers. A query too long or sent twice is answered 400 with the page and its message;
 * a query that finds nothing is counted (search-misses.ts), never who asked.
 */
export function searchPage(deps: SearchPageDependencies): Router {
  const routes = Router({ strict: true, caseSensitive: true });
  for (const locale of locales) {
    const path = searchPathIn(locale);
    routes.get(path, async (req: Request, res: Response, next) => {
      try {
        const q = req.query.q;
        if (q === undefined || (typeof q === "string" && q.trim() === "")) return next();
        let answer: SearchAnswer;
        if (typeof q !== "string") answer = { query: "", hits: [], error: unreadable };
        else if (q.length > MAX_QUERY_LENGTH)
          answer = { query: q.slice(0, MAX_QUERY_LENGTH), hits: [], error: tooLong };
        else answer = { query: q, hits: searchSite(deps.indexes[locale], q) };
        if (!answer.error && answer.hits.length === 0) {
          // A count that fails must not cost the visitor their page.
          await deps.misses.record(normaliseQuery(answer.query, locale)).catch((error: unknown) => {
            deps.logger.warn({ err: error }, "search miss not counted");
          });
        }
        const page = await deps.render(path, searchOf(req), { search: answer });
        sendPage(req, res, answer.error ? 400 : 200, page, "no-store");
      } catch (error) {
        next(error);
      }
    });
  }
  return routes;
}
