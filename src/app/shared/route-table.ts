/**
 * The one list of the site's routes, shared by the client router, the prerender and the
 * server (which answers 404 for any path that matches none). Pure data: no React, no Node.
 */
export type HeaderVariant = "overlay" | "plain";

export interface RouteDefinition {
  name: string;
  /** Literal segments and `:param` segments, nothing else. */
  pattern: string;
  /** `overlay` floats over a dark hero; `plain` is a solid bar for text pages. */
  header: HeaderVariant;
  /** Account screens are not indexed by search engines. */
  indexable: boolean;
  /** The page talks to the API (tRPC, React Query): their chunk loads with it, and only with such pages. */
  serverState: boolean;
}

const site = (name: string, pattern: string, header: HeaderVariant = "overlay"): RouteDefinition => ({
  name,
  pattern,
  header,
  indexable: true,
  serverState: false,
});
/**
 * A public page with a form (its server-side twin handles it without JavaScript). With JavaScript it calls the API
 * with plain requests (app/call-procedure.ts), not through React Query: a marketing page's budget (docs/0019).
 */
const form = (name: string, pattern: string): RouteDefinition => site(name, pattern, "plain");
const account = (name: string, pattern: string): RouteDefinition => ({
  name,
  pattern,
  header: "plain",
  indexable: false,
  serverState: true,
});

export const routes = [
  site("home", "/"),
  site("support", "/support", "plain"),
  form("support-request", "/support/demande"),
  form("priority-request", "/support/prioritaire"),
  form("contact", "/contact"),
  site("careers", "/careers"),
  form("job-apply", "/careers/:jobId"),
  form("booking", "/rendez-vous"),
  account("booking-cancel", "/rendez-vous/annulation"),
  account("quote-acceptance", "/devis/acceptation"),
  site("legal", "/legal/:slug", "plain"),
  site("leadership", "/leadership", "plain"),
  site("leader", "/leadership/:slug"),
  site("applications", "/applications", "plain"),
  site("application", "/applications/view/:title", "plain"),
  site("expertises", "/expertises"),
  site("expertise", "/expertises/:id"),
  site("case-studies", "/realisations"),
  // The filter by expertise is a page per expertise: a plain link, the same without JavaScript.
  site("case-studies-expertise", "/realisations/expertise/:id"),
  site("case-study", "/realisations/:slug"),
  site("solution", "/solutions/:id"),
  site("blog", "/blog"),
  site("blog-page", "/blog/page/:page"),
  site("article", "/blog/:slug"),
  site("start-scale", "/start-scale"),
  site("offer", "/start-scale/:id"),
  // The basket lives in the browser: nothing for search engines to index (docs/0025). Its quote form posts to
  // `/api/quotes` and fills in the signed-in account's name from the header's `auth.me` answer, without React
  // Query (docs/0019): by its kind (scripts/bench/budgets.ts) it is held to the marketing pages' budget.
  { name: "basket", pattern: "/panier", header: "plain", indexable: false, serverState: false },
  // Results pages are not for search engines (noindex); the page is public all the same.
  { name: "search", pattern: "/recherche", header: "plain", indexable: false, serverState: false },
  account("login", "/login"),
  account("register", "/register"),
  account("send-email", "/send-email"),
  account("verify-email", "/verify-email"),
  account("congratulation", "/congratulation"),
  account("email-verification", "/email-verification"),
  account("forgot-password", "/forgot-password"),
  account("reset-password", "/reset-password"),
  account("google-callback", "/google-callback"),
  account("dashboard", "/dashboard"),
  account("email-change", "/email-change"),
  account("email-change-cancel", "/email-change/cancel"),
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]["name"];

/** Old addresses of the original site, answered with a permanent redirect. */
export const redirects: readonly { from: string; to: string }[] = [
  { from: "/careers-page", to: "/careers" },
  { from: "/application/view/:title", to: "/applications/view/:title" },
];

export interface RouteMatch<Name extends string = RouteName> {
  name: Name;
  route: RouteDefinition;
  params: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/** Matches a decoded or encoded pathname against one pattern; params come back decoded. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = splitPath(pattern);
  const actual = splitPath(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] as string;
    if (segment.startsWith(":")) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return null;
      }
      params[segment.slice(1)] = decoded;
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.pattern, pathname);
    if (params) return { name: route.name, route, params };
  }
  return null;
}

/** Fills a pattern's `:param` segments, encoding each value. */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  const segments = splitPath(pattern).map((segment) => {
    if (!segment.startsWith(":")) return segment;
    const value = params[segment.slice(1)];
    if (value === undefined) throw new Error(`Missing parameter ${segment} for ${pattern}`);
    return encodeURIComponent(value);
  });
  return `/${segments.join("/")}`;
}

/** The permanent-redirect target for an old address, or null. */
export function redirectFor(pathname: string): string | null {
  for (const redirect of redirects) {
    const params = matchPattern(redirect.from, pathname);
    if (params) return buildPath(redirect.to, params);
  }
  return null;
}
