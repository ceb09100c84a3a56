import type { SearchIndex } from "../../src/search/shared/search-engine.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { RuleLimiter } from "../platform/rate-limiter.js";
import type { SearchMisses } from "./search-misses.js";
import type { SearchRateRuleName } from "./search-rate-rules.js";

/** What the search's procedures use: the site's index in each language, the misses' table and their rate limit. */
export interface SearchServices {
  indexes: Readonly<Record<Locale, SearchIndex>>;
  misses: SearchMisses;
  limits: RuleLimiter<SearchRateRuleName>;
}
