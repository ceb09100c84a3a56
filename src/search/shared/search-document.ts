import { messages } from "../../shared/messages/catalogue.js";
import { type Locale, siteLocale } from "../../shared/site-locale.js";
import { pageAddress } from "./page-address.js";
/** What the site search finds (docs/0020): one page, one content item, or one section of a page. */
export const searchTypes = [
  "page",
  "expertise",
  "offer",
  "case-study",
  "job",
  "help",
  "leader",
  "application",
  "article",
  "legal",
] as const;

export type SearchType = (typeof searchTypes)[number];

export interface SearchDocument {
  /** Unique across the index: the type and the item's own id. */
  id: string;
  type: SearchType;
  title: string;
  /** One or two sentences shown under the title. */
  text: string;
  /** Searched but not shown: tags, keywords, services, a section's page title. */
  keywords: string;
  /** Where the result leads, with an anchor when it points into a page. */
  url: string;
}

/** A document the search found, with the indexed words it matched (to highlight them). */
export interface SearchHit {
  id: string;
  type: SearchType;
  title: string;
  text: string;
  url: string;
  terms: string[];
}

/** Group headings, in the order groups are shown. */
export const searchTypeLabels: Record<SearchType, string> = {
  page: messages.searchScreens.pagesHeading,
  expertise: messages.searchScreens.expertisesHeading,
  offer: messages.searchScreens.offersHeading,
  "case-study": messages.searchScreens.caseStudiesHeading,
  job: messages.searchScreens.jobsHeading,
  help: messages.searchScreens.helpHeading,
  leader: messages.searchScreens.leadersHeading,
  application: messages.searchScreens.applicationsHeading,
  article: messages.searchScreens.articlesHeading,
  legal: messages.searchScreens.legalHeading,
};

/** Suggested when nothing matches: where most visitors go. */
export const popularPages: readonly { title: string; url: string }[] = [
  { title: messages.searchScreens.offersLink, url: pageAddress(siteLocale, "/start-scale") },
  { title: messages.common.ourExpertisesTitle, url: pageAddress(siteLocale, "/expertises") },
  { title: messages.pageTrail.careersLink, url: pageAddress(siteLocale, "/careers") },
  { title: messages.searchScreens.supportLink, url: pageAddress(siteLocale, "/support") },
  { title: messages.searchScreens.contactLink, url: pageAddress(siteLocale, "/contact") },
];

/** Longest query answered; a longer one is refused with a message (400 on /recherche). */
export const MAX_QUERY_LENGTH = 100;

/** The search page's address, and its query parameter. */
export const searchPath = "/recherche";

/** The search page of a language: the server answers both; a bundle links to its own (`siteSearchPath`). */
export const searchPathIn = (locale: Locale): string => pageAddress(locale, searchPath);
export const siteSearchPath = searchPathIn(siteLocale);

/** What /recherche shows for a query: the server renders it into the page data, the page reads it back. */
export interface SearchAnswer {
  query: string;
  hits: SearchHit[];
  /** Why the query was not run (too long, unreadable). */
  error?: string;
}
