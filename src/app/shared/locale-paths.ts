import type { Locale } from "../../shared/site-locale.js";
import { buildPath, matchPattern, matchRoute, type RouteMatch, type RouteName, routes } from "./route-table.js";

/**
 * The English address of every route (docs/0068-english-routes.md): French stays at today's addresses, English
 * lives under `/en` with English words where a segment is a word. The app itself speaks French paths: the English
 * build translates at its edges (the router's location, its links, the prerender, the fast path), so that pages
 * and links stay language-blind.
 */
export const englishPatterns: Readonly<Record<RouteName, string>> = {
  home: "/en",
  support: "/en/support",
  "support-request": "/en/support/request",
  "priority-request": "/en/support/priority",
  contact: "/en/contact",
  careers: "/en/careers",
  "job-apply": "/en/careers/:jobId",
  booking: "/en/booking",
  "booking-cancel": "/en/booking/cancellation",
  "quote-acceptance": "/en/quote/acceptance",
  legal: "/en/legal/:slug",
  leadership: "/en/leadership",
  leader: "/en/leadership/:slug",
  applications: "/en/applications",
  application: "/en/applications/view/:title",
  expertises: "/en/expertises",
  expertise: "/en/expertises/:id",
  "case-studies": "/en/case-studies",
  "case-studies-expertise": "/en/case-studies/expertise/:id",
  "case-study": "/en/case-studies/:slug",
  solution: "/en/solutions/:id",
  blog: "/en/blog",
  "blog-page": "/en/blog/page/:page",
  article: "/en/blog/:slug",
  "start-scale": "/en/start-scale",
  offer: "/en/start-scale/:id",
  basket: "/en/basket",
  search: "/en/search",
  // Account screens keep their words in the path: one prefix, so that a signed-in visitor's language is the path's.
  login: "/en/login",
  register: "/en/register",
  "send-email": "/en/send-email",
  "verify-email": "/en/verify-email",
  congratulation: "/en/congratulation",
  "email-verification": "/en/email-verification",
  "forgot-password": "/en/forgot-password",
  "reset-password": "/en/reset-password",
  "google-callback": "/en/google-callback",
  dashboard: "/en/dashboard",
  "email-change": "/en/email-change",
  "email-change-cancel": "/en/email-change/cancel",
};

/** The content collections whose documents are addressed by their file name in French and by `slug` in English. */
export type SlugCollection =
  | "jobs"
  | "legal"
  | "leaders"
  | "expertises"
  | "case-studies"
  | "solutions"
  | "blog"
  | "offers";

/** Per collection, each document's English slug by its French id (docs/0063: same file name, hence same id). */
export type SlugTable = Partial<Record<SlugCollection, Readonly<Record<string, string>>>>;

/** Which parameter of which route names a document of which collection; other parameters are the same in both languages. */
const documentParams: Partial<Record<RouteName, Readonly<Record<string, SlugCollection>>>> = {
  "job-apply": { jobId: "jobs" },
  legal: { slug: "legal" },
  leader: { slug: "leaders" },
  expertise: { id: "expertises" },
  "case-studies-expertise": { id: "expertises" },
  "case-study": { slug: "case-studies" },
  solution: { id: "solutions" },
  article: { slug: "blog" },
  offer: { id: "offers" },
};

/** A route's pattern in a language; the test over every route holds the English list complete. */
function patternOf(name: RouteName, locale: Locale): string {
  const pattern = locale === "en" ? englishPatterns[name] : routes.find((route) => route.name === name)?.pattern;
  if (pattern === undefined) throw new Error(`No ${locale} address for the route ${name}`);
  return pattern;
}

/** `/en` and everything under it is English; every other path is French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "fr";
}

function translateParams(name: RouteName, params: Record<string, string>, slugs: SlugTable, to: Locale) {
  const collections = documentParams[name] ?? {};
  const translated: Record<string, string> = { ...params };
  for (const [param, collection] of Object.entries(collections)) {
    const value = params[param];
    if (value === undefined) continue;
    const table = slugs[collection] ?? {};
    if (to === "en") {
      translated[param] = table[value] ?? value;
    } else {
      translated[param] = Object.entries(table).find(([, slug]) => slug === value)?.[0] ?? value;
    }
  }
  return translated;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}

/** An English path's route, with the French parameters the pages look documents up by. */
export function matchEnglishRoute(pathname: string, slugs: SlugTable): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(patternOf(route.name, "en"), pathname);
    if (params) return { name: route.name, route, params: translateParams(route.name, params, slugs, "fr") };
  }
  return null;
}

/** Any site path, French or English, as its route (French parameters) and its language. */
export function matchLocalizedRoute(pathname: string, slugs: SlugTable): (RouteMatch & { locale: Locale }) | null {
  const locale = localeOfPath(pathname);
  const match = locale === "en" ? matchEnglishRoute(pathname, slugs) : matchRoute(pathname);
  return match ? { ...match, locale } : null;
}

/** The French path as the English build's pages see it (query and fragment kept), or null for no route. */
export function frenchPathOf(englishPath: string, slugs: SlugTable): string | null {
  const [pathname, suffix] = splitSuffix(englishPath);
  const match = matchEnglishRoute(pathname, slugs);
  return match ? `${buildPath(patternOf(match.name, "fr"), match.params)}${suffix}` : null;
}

/** The English address of a French path (query and fragment kept), or null for no route. */
export function englishPathOf(frenchPath: string, slugs: SlugTable): string | null {
  const [pathname, suffix] = splitSuffix(frenchPath);
  const match = matchRoute(pathname);
  if (!match) return null;
  const english = buildPath(patternOf(match.name, "en"), translateParams(match.name, match.params, slugs, "en"));
  return `${english}${suffix}`;
}

/** The same page in both languages, from a path in either: what the language button, hreflang and the sitemap read. */
export function alternates(path: string, slugs: SlugTable): { fr: string; en: string } | null {
  const [pathname] = splitSuffix(path);
  if (localeOfPath(pathname) === "en") {
    const fr = frenchPathOf(path, slugs);
    return fr ? { fr, en: path } : null;
  }
  const en = englishPathOf(path, slugs);
  return en ? { fr: path, en } : null;
}

/**
 * A French path at its address in `locale` (query and fragment kept), for links written outside the English
 * build: mails, PDFs, the server's redirects. A path no route knows, or one with a document slug the table lacks,
 * keeps its French form.
 */
export function pathIn(locale: Locale, frenchPath: string, slugs: SlugTable = {}): string {
  return locale === "en" ? (englishPathOf(frenchPath, slugs) ?? frenchPath) : frenchPath;
}
