import { articleModified } from "../../content/blog/article-structured-data.js";
import { articles, findArticle } from "../../content/blog/articles.js";
import { findLegalPage } from "../../content/legal-pages.js";
import { findJob, jobOffers } from "../../content/shared/job-offers.js";
import type { RouteMatch } from "../shared/route-table.js";

const day = (iso: string) => iso.slice(0, 10);

const latest = (days: readonly string[]) => days.reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);

/**
 * The day a page's content last changed, as its content says (YYYY-MM-DD): an article's revision or
 * publication, a job offer's publication, a legal page's « dernière mise à jour », and for the lists of
 * articles and offers their newest. Undefined for a page whose content carries no date: the sitemap then
 * gives no `lastmod` rather than the build's day, which would claim every page changed at each build.
 */
export function contentDate(match: RouteMatch | null): string | undefined {
  switch (match?.name) {
    case "article": {
      const article = findArticle(match.params.slug ?? "");
      return article && articleModified(article);
    }
    case "blog":
    case "blog-page":
      return latest(articles.map(articleModified));
    case "job-apply": {
      const job = findJob(match.params.jobId ?? "");
      return job && day(job.postedAt);
    }
    case "careers":
      return latest(jobOffers.map((job) => day(job.postedAt)));
    case "legal": {
      const page = findLegalPage(match.params.slug ?? "");
      return page && day(page.lastUpdated);
    }
    default:
      return undefined;
  }
}
