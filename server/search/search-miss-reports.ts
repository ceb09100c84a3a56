import { Router } from "express";
import { z } from "zod";
import { MAX_QUERY_LENGTH } from "../../src/search/shared/search-document.js";
import { normaliseQuery, type SearchIndex, searchSite } from "../../src/search/shared/search-engine.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Config } from "../platform/config/config.js";
import { originCheck } from "../platform/http/origin-check.js";
import type { RuleLimiter } from "../platform/rate-limiter.js";
import { restHandler } from "../rest/rest-handler.js";
import type { SearchMisses } from "./search-misses.js";
import type { SearchRateRuleName } from "./search-rate-rules.js";

const reportInput = z.object({
  query: z
    .string({ error: messages.search.queryRequired })
    .trim()
    .min(1, messages.search.queryRequired)
    .max(MAX_QUERY_LENGTH, messages.search.queryTooLong(MAX_QUERY_LENGTH)),
});

/**
 * `POST /api/search-misses {query}`: the search dialog searches in the browser, so it tells the server of a
 * search that found nothing (docs/0020), once the visitor has stopped typing. The server searches again and
 * counts only a query its own index does not find either: a report cannot count words the site has. Limited
 * per IP; answers 204 whether counted or not, and stores the normalised words only.
 */
export function searchMissReports(deps: {
  config: Config;
  index: SearchIndex;
  misses: SearchMisses;
  limits: RuleLimiter<SearchRateRuleName>;
}): Router {
  const routes = Router();
  routes.post(
    "/search-misses",
    originCheck(deps.config),
    restHandler(reportInput, async ({ query }, req, res) => {
      await deps.limits.consume("searchMissReportPerIp", req.ip ?? "unknown");
      if (searchSite(deps.index, query, 1).length === 0) await deps.misses.record(normaliseQuery(query));
      res.status(204).end();
    }),
  );
  return routes;
}
