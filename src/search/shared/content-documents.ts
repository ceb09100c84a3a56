import { allArticles, allJobOffers } from "@content";
import { buildPath } from "../../app/shared/route-table.js";
import {
  applicationPath,
  applications,
  articlePath,
  caseStudies,
  caseStudyPath,
  categoryLabels,
  expertises,
  helpArticles,
  leaders,
  legalPages,
  offerPath,
  offers,
  solutionPath,
  solutions,
  tableOfContents,
} from "../../content/index.js";
import { messages } from "../../shared/messages/catalogue.js";
import type { SearchDocument } from "./search-document.js";

/** An article's words without its markup, bounded: searched, never shown. */
const plainText = (html: string, limit = 1500): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, limit);

/**
 * Every content item the search finds, read from the same collections the pages render (docs/0020): a new
 * MDX file is found after the next build. Build-time only: it imports every collection.
 */
export function contentDocuments(): SearchDocument[] {
  return [
    ...expertises.map((expertise) => ({
      id: `expertise:${expertise.id}`,
      type: "expertise" as const,
      title: expertise.title,
      text: expertise.subtitle,
      keywords: [expertise.description, ...expertise.services, ...expertise.technologies].join(" "),
      url: buildPath("/expertises/:id", { id: expertise.id }),
    })),
    ...offers.map((offer) => ({
      id: `offer:${offer.id}`,
      type: "offer" as const,
      title: offer.name,
      text: offer.description,
      keywords: [categoryLabels[offer.category], ...offer.tags, ...offer.features].join(" "),
      url: offerPath(offer.id),
    })),
    // A solution is a page of the site, found among the pages; its words are in its collection, not its route.
    ...solutions.map((solution) => ({
      id: `page:${solutionPath(solution.id)}`,
      type: "page" as const,
      title: messages.searchScreens.solutionsTitle(solution.audience),
      text: solution.lead,
      keywords: [solution.title, ...solution.needs.flatMap((need) => [need.title, need.text])].join(" "),
      url: solutionPath(solution.id),
    })),
    ...caseStudies.map((study) => ({
      id: `case-study:${study.id}`,
      type: "case-study" as const,
      title: `${study.client} : ${study.title}`,
      text: study.summary,
      keywords: [study.sector, study.challenge, ...study.stack, plainText(study.html)].join(" "),
      url: caseStudyPath(study.id),
    })),
    ...allJobOffers.map((job) => ({
      id: `job:${job.id}`,
      type: "job" as const,
      title: job.title,
      text: job.description,
      keywords: [job.location, ...job.keywords].join(" "),
      url: buildPath("/careers/:jobId", { jobId: job.id }),
    })),
    ...helpArticles.map((article) => ({
      id: `help:${article.id}`,
      type: "help" as const,
      title: article.title,
      text: article.subtitle,
      keywords: plainText(article.html),
      url: "/support",
    })),
    ...leaders.map((leader) => ({
      id: `leader:${leader.id}`,
      type: "leader" as const,
      title: leader.name,
      text: leader.title,
      keywords: leader.skills.join(" "),
      url: buildPath("/leadership/:slug", { slug: leader.id }),
    })),
    ...applications.map((application) => ({
      id: `application:${application.title}`,
      type: "application" as const,
      title: application.title,
      text: application.tagline,
      keywords: application.categories.join(" "),
      url: applicationPath(application.title),
    })),
    ...allArticles.map((article) => ({
      id: `article:${article.id}`,
      type: "article" as const,
      title: article.title,
      text: article.summary,
      keywords: [article.label, article.authorName, plainText(article.html)].join(" "),
      url: articlePath(article.id),
    })),
    ...legalPages.flatMap((page) => {
      const path = buildPath("/legal/:slug", { slug: page.id });
      return [
        {
          id: `legal:${page.id}`,
          type: "legal" as const,
          title: page.title,
          text: page.description,
          keywords: "",
          url: path,
        },
        ...tableOfContents(page).map((section) => ({
          id: `legal:${page.id}#${section.id}`,
          type: "legal" as const,
          title: section.title,
          text: page.title,
          keywords: "",
          url: `${path}#${section.id}`,
        })),
      ];
    }),
  ];
}
