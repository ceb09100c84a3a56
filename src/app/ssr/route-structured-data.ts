import { articleData } from "../../content/blog/article-structured-data.js";
import { findArticle } from "../../content/blog/articles.js";
import { jobPosting } from "../../content/job-posting.js";
import { offerService } from "../../content/offer-structured-data.js";
import { findJob } from "../../content/shared/job-offers.js";
import { findOffer } from "../../content/shared/offer-catalogue.js";
import type { Locale } from "../../shared/site-locale.js";
import type { RouteMatch } from "../shared/route-table.js";
import type { SiteAddress } from "../shared/site-address.js";
import { organizationData, websiteData } from "./home-structured-data.js";

/**
 * The structured data the renderer writes into a page's <head>, so no browser downloads the code that builds it:
 * the company and the site on the home page, the Service and its price on an offer's page, the Article on an
 * article's page, the JobPosting on a job offer's page (and on no list of them: search engines refuse that).
 * Addresses are the page's language's (`url`); the page's documents are already its language's, the English
 * build reading the English collections (docs/0068).
 */
export function routeStructuredData(
  match: RouteMatch | null,
  url: SiteAddress,
  locale: Locale,
): Record<string, unknown>[] {
  if (match?.name === "home") return [organizationData(url), websiteData(url, locale)];
  const offer = match?.name === "offer" ? findOffer(match.params.id ?? "") : undefined;
  if (offer) return [offerService(offer, url)];
  const job = match?.name === "job-apply" ? findJob(match.params.jobId ?? "") : undefined;
  if (job) return [jobPosting(job, url)];
  const article = match?.name === "article" ? findArticle(match.params.slug ?? "") : undefined;
  return article ? [articleData(article, url, locale)] : [];
}
