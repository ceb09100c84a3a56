import { articleData } from "../../content/blog/article-structured-data.js";
import { findArticle } from "../../content/blog/articles.js";
import { jobPosting } from "../../content/job-posting.js";
import { offerService } from "../../content/offer-structured-data.js";
import { findJob } from "../../content/shared/job-offers.js";
import { findOffer } from "../../content/shared/offer-catalogue.js";
import type { RouteMatch } from "../shared/route-table.js";
import { organizationData, websiteData } from "./home-structured-data.js";

/**
 * The structured data the renderer writes into a page's <head>, so no browser downloads the code that builds it:
 * the company and the site on the home page, the Service and its price on an offer's page, the Article on an
 * article's page, the JobPosting on a job offer's page (and on no list of them: search engines refuse that).
 */
export function routeStructuredData(match: RouteMatch | null, siteUrl: string): Record<string, unknown>[] {
  if (match?.name === "home") return [organizationData(siteUrl), websiteData(siteUrl)];
  const offer = match?.name === "offer" ? findOffer(match.params.id ?? "") : undefined;
  if (offer) return [offerService(offer, siteUrl)];
  const job = match?.name === "job-apply" ? findJob(match.params.jobId ?? "") : undefined;
  if (job) return [jobPosting(job, siteUrl)];
  const article = match?.name === "article" ? findArticle(match.params.slug ?? "") : undefined;
  return article ? [articleData(article, siteUrl)] : [];
}
