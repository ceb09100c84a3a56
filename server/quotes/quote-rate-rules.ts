import type { RateRule } from "../platform/rate-limiter.js";

const HOUR = 60 * 60_000;

/** Each quote renders a PDF and sends a mail: enough for a person comparing baskets, too few for a flood. */
export const quoteRateRules = {
  quotePerIp: { limit: 20, windowMs: HOUR },
  quotePerEmail: { limit: 10, windowMs: HOUR },
} satisfies Record<string, RateRule>;

export type QuoteRateRuleName = keyof typeof quoteRateRules;
