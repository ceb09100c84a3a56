/**
 * The performance budget (docs/0019), in one place: `npm run bench:lighthouse`, `npm run bench:http`
 * and the end-to-end JavaScript budget test (tests/e2e/performance-budget.spec.ts) all read it.
 * A number moves only with a written reason (docs/0019-performance-architecture.md).
 */

import type { RouteDefinition } from "../../src/app/shared/route-table.js";

export type RouteKind = "marketing" | "account";

/**
 * Account screens are the routes kept out of search engines that hold server state (React Query and tRPC, the
 * route table's `serverState`); every other route is marketing, a page that sends plain requests included
 * (the public forms, the basket: src/app/call-procedure.ts).
 */
export function routeKind(route: Pick<RouteDefinition, "indexable" | "serverState">): RouteKind {
  return !route.indexable && route.serverState ? "account" : "marketing";
}

/** The routes Lighthouse measures, each run `lighthouse.runsPerRoute` times (the median is kept). */
export const lighthouseRoutes: readonly { path: string; kind: RouteKind }[] = [
  { path: "/", kind: "marketing" },
  { path: "/start-scale", kind: "marketing" },
  { path: "/start-scale/shopify-essential", kind: "marketing" },
  { path: "/expertises/cloud-devops", kind: "marketing" },
  { path: "/careers", kind: "marketing" },
  { path: "/leadership", kind: "marketing" },
  { path: "/support", kind: "marketing" },
  { path: "/blog", kind: "marketing" },
  { path: "/blog/concevoir-une-api-durable", kind: "marketing" },
  { path: "/login", kind: "account" },
  { path: "/register", kind: "account" },
  // The English twins (docs/0068-english-routes.md): the English build's pages, the same budgets.
  { path: "/en", kind: "marketing" },
  { path: "/en/start-scale", kind: "marketing" },
  { path: "/en/start-scale/shopify-essential", kind: "marketing" },
  { path: "/en/expertises/cloud-devops", kind: "marketing" },
  { path: "/en/careers", kind: "marketing" },
  { path: "/en/blog", kind: "marketing" },
  { path: "/en/login", kind: "account" },
];

export const lighthouse = {
  runsPerRoute: 3,
  /** Every category, on Lighthouse's 0–100 scale (mobile preset, simulated throttling). */
  minScore: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  maxCls: 0.02,
};

/** JavaScript transferred before any interaction (brotli, as on the wire), per kind of route. */
export const javascript = {
  maxKilobytes: { marketing: 90, account: 110 } satisfies Record<RouteKind, number>,
  maxRequests: 8,
};

/** The JavaScript budget a route is held to: its kind's. */
export function javascriptBudget(kind: RouteKind): { maxKilobytes: number; maxRequests: number } {
  return { maxKilobytes: javascript.maxKilobytes[kind], maxRequests: javascript.maxRequests };
}

export const http = {
  /** A prerendered page's requests per second over a bare node:http server sending the same bytes. */
  minThroughputRatio: 0.9,
  /** Page p99 latency during a 50-connection login storm over the same p99 without it. */
  maxStormP99Ratio: 3,
  stormConnections: 50,
};
