import type { Article } from "@content";
import articlesJson from "@content/Article/_index.json";
import { buildPath } from "../../app/shared/route-table.js";
import { messages } from "../../shared/messages/catalogue.js";
import { articleLabelNames } from "../shared/article-label-names.js";

/**
 * An article as every page gets it: no body. The browser bundle strips the collection's `html`
 * (scripts/vite/slim-content.ts); an article page loads its own body alone (article-body.ts).
 */
export type ArticleSummary = Omit<Article, "html" | "body" | "_raw">;

/**
 * Newest first; two articles of one day in the order of their addresses. ISO dates and slugs compare by code
 * unit: no locale, whose first use costs a page ~20 ms (docs/0039), and no import, since the home page's news
 * chunk takes what this module imports along (scripts/vite/client-chunks.ts).
 */
export const articles: readonly ArticleSummary[] = [...(articlesJson as ArticleSummary[])].sort((a, b) =>
  a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1,
);

export const findArticle = (id: string): ArticleSummary | undefined => articles.find((article) => article.id === id);

/** The home page's news cards: the articles given a `news` position, in that order. */
export const newsArticles: readonly ArticleSummary[] = articles
  .filter((article) => article.news !== undefined)
  .sort((a, b) => (a.news ?? 0) - (b.news ?? 0));

export const articlePath = (id: string) => buildPath("/blog/:slug", { slug: id });

/** Where the author is presented: every leader has a page of their own. */
export const authorPath = (article: Pick<ArticleSummary, "author">) =>
  buildPath("/leadership/:slug", { slug: article.author });

/** The 1200 × 630 JPEG of the article's link previews (scripts/media/make-article-covers.ts). */
export const shareImagePath = (id: string) => `/media/blog/${id}.jpg`;

/** What that image shows, for link previews' `og:image:alt`: the logo, the article's label and its title. */
export const shareImageAlt = (article: Pick<ArticleSummary, "label" | "title">) =>
  messages.blog.shareImageLabel(articleLabelNames[article.label], article.title);

/**
 * The attributes of an article's cover (our own SVG, drawn by scripts/media/make-article-covers.ts), spread on
 * an <img alt="">: decorative (the title beside it says what the article is about), sized so that nothing moves
 * when it arrives, and lazy unless it is the first thing in view.
 */
export function coverImage(id: string, { inView = false } = {}) {
  return {
    src: `/media/blog/${id}.svg`,
    width: 1200,
    height: 630,
    loading: inView ? "eager" : "lazy",
    fetchPriority: inView ? "high" : "auto",
    decoding: "async",
  } as const;
}
