import type { RateRule } from "../platform/rate-limiter.js";

/** A visitor types a few searches that find nothing; a robot filling the table with words would type hundreds. */
export const searchRateRules = {
  searchMissReportPerIp: { limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

export type SearchRateRuleName = keyof typeof searchRateRules;
