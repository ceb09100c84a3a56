import { allJobOffers } from "@content";
import { applications } from "../../content/application-catalogue.js";
import { articles } from "../../content/blog/articles.js";
import { pageCount } from "../../content/blog/blog-pages.js";
import { caseStudies, caseStudiesWithExpertise } from "../../content/case-study-catalogue.js";
import { leaders } from "../../content/leader-directory.js";
import { legalPages } from "../../content/legal-pages.js";
import { expertises } from "../../content/shared/expertise-catalogue.js";
import { offers } from "../../content/shared/offer-catalogue.js";
import { solutions } from "../../content/solution-catalogue.js";
import { buildPath, type RouteName, routes } from "../shared/route-table.js";

/**
 * The parameter values each parameterised route is prerendered for, read from content.
 * A route missing here is prerendered for no value: every address under it is a 404.
 */
const routeParams: Partial<Record<RouteName, () => Record<string, string>[]>> = {
  expertise: () => expertises.map((expertise) => ({ id: expertise.id })),
  "case-study": () => caseStudies.map((study) => ({ slug: study.id })),
  // Only the expertises some case study draws on: an empty filter page would be a dead end.
  "case-studies-expertise": () =>
    expertises.filter((expertise) => caseStudiesWithExpertise(expertise.id).length > 0).map(({ id }) => ({ id })),
  solution: () => solutions.map((solution) => ({ id: solution.id })),
  leader: () => leaders.map((leader) => ({ slug: leader.id })),
  application: () => applications.map((application) => ({ title: application.title })),
  legal: () => legalPages.map((page) => ({ slug: page.id })),
  "job-apply": () => allJobOffers.map((job) => ({ jobId: job.id })),
  article: () => articles.map((article) => ({ slug: article.id })),
  // Page 1 is /blog itself.
  "blog-page": () =>
    Array.from({ length: pageCount(articles.length) - 1 }, (_, index) => ({ page: String(index + 2) })),
  offer: () => offers.map((offer) => ({ id: offer.id })),
};

/** Stands for "a value that names nothing": the page rendered with it is the route's 404 page. */
export const MISSING_PARAM = "introuvable";

export interface PrerenderTarget {
  route: RouteName;
  path: string;
  kind: "page" | "miss";
}

export function prerenderTargets(): PrerenderTarget[] {
  return routes.flatMap((route): PrerenderTarget[] => {
    const names = route.pattern
      .split("/")
      .filter((segment) => segment.startsWith(":"))
      .map((segment) => segment.slice(1));
    if (names.length === 0) return [{ route: route.name, path: route.pattern, kind: "page" }];
    const values = routeParams[route.name]?.() ?? [];
    const missing = Object.fromEntries(names.map((name) => [name, MISSING_PARAM]));
    return [
      ...values.map((params) => ({ route: route.name, path: buildPath(route.pattern, params), kind: "page" as const })),
      { route: route.name, path: buildPath(route.pattern, missing), kind: "miss" as const },
    ];
  });
}
