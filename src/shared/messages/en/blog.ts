import type { Catalogue } from "../catalogue.js";

/** The blog, in English (blog.ts). */
export const blog: Catalogue["blog"] = {
  pagesLabel: "Blog pages",
  newerLink: "Newer articles",
  olderLink: "Older articles",
  latestArticlesLink: "See the latest articles",
  allArticlesLink: "All articles",
  writtenByLabel: "Written by",
  authorPortraitLink: "See their profile",
  readAlsoHeading: "Read next",
  articleNotFoundTitle: "Article not found",
  articleNotFound: "This article does not exist or has moved.",
  pageNotFound: "The blog has no page at this address.",
  blogTitle: "Blog",
  pageOfBlogTitle: (page: number, count: number) => `Blog, page ${page} of ${count}`,
  blogDescription: "Our expertise, our projects and our events: articles by the Novadis teams.",
  pageOfBlogDescription: (page: number, count: number) => `Articles by the Novadis teams, page ${page} of ${count}.`,
  listingHeading: "Novadis highlights",
  listingLead: "Our expertise explained by our teams, our projects and the events not to miss.",
  feedLink: "Subscribe to the Atom feed",
  latestArticlesHeading: "Latest articles",
  earlierArticlesHeading: "Earlier articles",
  pageOfCaption: (page: number, count: number) => `Page ${page} of ${count}`,
  pageLabel: (page: number) => `Page ${page}`,
  promotionsHeading: "Not to be missed",
  readingTimeCaption: (minutes: number) => `· ${minutes} min read`,
};
