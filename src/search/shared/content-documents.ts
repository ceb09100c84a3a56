import {
  type Application,
  type ApplicationEn,
  type Article,
  type ArticleEn,
  allApplicationEns,
  allArticleEns,
  allArticles,
  allCaseStudyEns,
  allExpertiseEns,
  allHelpArticleEns,
  allJobOfferEns,
  allJobOffers,
  allLeaderEns,
  allLegalPageEns,
  allOfferEns,
  allSolutionEns,
  type CaseStudy,
  type CaseStudyEn,
  type Expertise,
  type ExpertiseEn,
  type HelpArticle,
  type HelpArticleEn,
  type JobOffer,
  type JobOfferEn,
  type Leader,
  type LeaderEn,
  type LegalPage,
  type LegalPageEn,
  type Offer,
  type OfferEn,
  type Solution,
  type SolutionEn,
} from "@content";
import { buildPath } from "../../app/shared/route-table.js";
import {
  applicationPath,
  applications,
  articlePath,
  caseStudies,
  caseStudyPath,
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
import { isPendingTranslation } from "../../content/shared/bilingual-collection.js";
import type { EnglishCatalogue } from "../../shared/messages/catalogue.js";
import { fr as french } from "../../shared/messages/catalogue.js";
import * as english from "../../shared/messages/en.js";
import type { Locale } from "../../shared/site-locale.js";
import { documentAddress, pageAddress } from "./page-address.js";
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
 * An English document still pending translation has its English frontmatter and the French body (docs/0063):
 * its title and summary are searched, not its body.
 */
const bodyText = (document: Parameters<typeof isPendingTranslation>[0] & { html: string }): string =>
  isPendingTranslation(document) ? "" : plainText(document.html);

/** What one language's index reads: its collections, and the catalogue's words the documents show. */
interface SearchSources {
  expertises: readonly (Expertise | ExpertiseEn)[];
  offers: readonly (Offer | OfferEn)[];
  solutions: readonly (Solution | SolutionEn)[];
  caseStudies: readonly (CaseStudy | CaseStudyEn)[];
  jobs: readonly (JobOffer | JobOfferEn)[];
  helpArticles: readonly (HelpArticle | HelpArticleEn)[];
  leaders: readonly (Leader | LeaderEn)[];
  applications: readonly (Application | ApplicationEn)[];
  articles: readonly (Article | ArticleEn)[];
  legalPages: readonly (LegalPage | LegalPageEn)[];
  words: Pick<EnglishCatalogue, "searchScreens" | "startScale">;
}

const sources: Record<Locale, () => SearchSources> = {
  // The collections the French pages render, in their order.
  fr: () => ({
    expertises,
    offers,
    solutions,
    caseStudies,
    jobs: allJobOffers,
    helpArticles,
    leaders,
    applications,
    articles: allArticles,
    legalPages,
    words: french,
  }),
  // Their English documents (docs/0063).
  en: () => ({
    expertises: allExpertiseEns,
    offers: allOfferEns,
    solutions: allSolutionEns,
    caseStudies: allCaseStudyEns,
    jobs: allJobOfferEns,
    helpArticles: allHelpArticleEns,
    leaders: allLeaderEns,
    applications: allApplicationEns,
    articles: allArticleEns,
    legalPages: allLegalPageEns,
    words: english,
  }),
};

/**
 * Every content item the search finds, read from the same collections the pages render (docs/0020): a new
 * MDX file is found after the next build. Build-time only: it imports every collection, in both languages; each
 * language's documents lead to its own addresses (page-address.ts).
 */
export function contentDocuments(locale: Locale = "fr"): SearchDocument[] {
  const {
    expertises,
    offers,
    solutions,
    caseStudies,
    jobs,
    helpArticles,
    leaders,
    applications,
    articles,
    legalPages,
    words,
  } = sources[locale]();
  return [
    ...expertises.map((expertise) => ({
      id: `expertise:${expertise.id}`,
      type: "expertise" as const,
      title: expertise.title,
      text: expertise.subtitle,
      keywords: [expertise.description, ...expertise.services, ...expertise.technologies].join(" "),
      url: documentAddress(expertise, (id) => buildPath("/expertises/:id", { id })),
    })),
    ...offers.map((offer) => ({
      id: `offer:${offer.id}`,
      type: "offer" as const,
      title: offer.name,
      text: offer.description,
      keywords: [words.startScale[`${offer.category}CategoryLabel`], ...offer.tags, ...offer.features].join(" "),
      url: documentAddress(offer, offerPath),
    })),
    // A solution is a page of the site, found among the pages; its words are in its collection, not its route.
    ...solutions.map((solution) => {
      const url = documentAddress(solution, solutionPath);
      return {
        id: `page:${url}`,
        type: "page" as const,
        title: words.searchScreens.solutionsTitle(solution.audience),
        text: solution.lead,
        keywords: [solution.title, ...solution.needs.flatMap((need) => [need.title, need.text])].join(" "),
        url,
      };
    }),
    ...caseStudies.map((study) => ({
      id: `case-study:${study.id}`,
      type: "case-study" as const,
      title: `${study.client} : ${study.title}`,
      text: study.summary,
      keywords: [study.sector, study.challenge, ...study.stack, bodyText(study)].join(" "),
      url: documentAddress(study, caseStudyPath),
    })),
    ...jobs.map((job) => ({
      id: `job:${job.id}`,
      type: "job" as const,
      title: job.title,
      text: job.description,
      keywords: [job.location, ...job.keywords].join(" "),
      url: documentAddress(job, (jobId) => buildPath("/careers/:jobId", { jobId })),
    })),
    ...helpArticles.map((article) => ({
      id: `help:${article.id}`,
      type: "help" as const,
      title: article.title,
      text: article.subtitle,
      keywords: bodyText(article),
      url: pageAddress(locale, "/support"),
    })),
    ...leaders.map((leader) => ({
      id: `leader:${leader.id}`,
      type: "leader" as const,
      title: leader.name,
      text: leader.title,
      keywords: leader.skills.join(" "),
      url: documentAddress(leader, (slug) => buildPath("/leadership/:slug", { slug })),
    })),
    ...applications.map((application) => ({
      id: `application:${application.title}`,
      type: "application" as const,
      title: application.title,
      text: application.tagline,
      keywords: application.categories.join(" "),
      url: pageAddress(locale, applicationPath(application.title)),
    })),
    ...articles.map((article) => ({
      id: `article:${article.id}`,
      type: "article" as const,
      title: article.title,
      text: article.summary,
      keywords: [article.label, article.authorName, bodyText(article)].join(" "),
      url: documentAddress(article, articlePath),
    })),
    ...legalPages.flatMap((page) => {
      const path = documentAddress(page, (slug) => buildPath("/legal/:slug", { slug }));
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
