import type { RateRule } from "../platform/rate-limiter.js";

const HOUR = 60 * 60_000;

/**
 * The requests' rules in the shared rate limiter: enough for a person (and a few colleagues behind one
 * address), too few for a flood. Priority attempts have their own, tighter per-IP rule: each one tries a
 * client key.
 */
export const requestRateRules = {
  requestPerIp: { limit: 20, windowMs: HOUR },
  requestPerEmail: { limit: 5, windowMs: HOUR },
  priorityPerIp: { limit: 10, windowMs: HOUR },
  bookingPerIp: { limit: 10, windowMs: HOUR },
  bookingPerEmail: { limit: 3, windowMs: HOUR },
  bookingCancelPerIp: { limit: 20, windowMs: HOUR },
  applicationPerIp: { limit: 10, windowMs: HOUR },
  applicationPerEmail: { limit: 3, windowMs: HOUR },
} satisfies Record<string, RateRule>;

export type RequestRateRuleName = keyof typeof requestRateRules;
