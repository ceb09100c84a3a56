import type { SiteAddress } from "../../app/shared/site-address.js";
import { languageTag } from "../../shared/locale-tags.js";
import { appIcons, logoPath } from "../../shared/site/app-icons.js";
import { brand } from "../../shared/site/brand.js";
import type { Locale } from "../../shared/site-locale.js";
import { type ArticleSummary, articlePath, authorPath, shareImagePath } from "./articles.js";

type StructuredArticle = Pick<
  ArticleSummary,
  "id" | "title" | "summary" | "date" | "updated" | "label" | "author" | "authorName" | "authorTitle"
>;

/** The day the article last changed: its `updated` front matter, else its publication day. */
export const articleModified = (article: Pick<ArticleSummary, "date" | "updated">) =>
  (article.updated ?? article.date).slice(0, 10);

/**
 * schema.org `Article` for one blog article, with absolute addresses in the page's language and that language,
 * so search engines can show it as one.
 * The renderer writes it into the page's <head> (src/app/ssr/route-structured-data.ts): no browser downloads it.
 */
export function articleData(article: StructuredArticle, url: SiteAddress, locale: Locale): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.date.slice(0, 10),
    dateModified: articleModified(article),
    inLanguage: languageTag[locale],
    articleSection: article.label,
    image: [url(shareImagePath(article.id))],
    mainEntityOfPage: url(articlePath(article.id)),
    author: {
      "@type": "Person",
      name: article.authorName,
      jobTitle: article.authorTitle,
      url: url(authorPath(article)),
    },
    publisher: {
      "@type": "Organization",
      name: brand.name,
      logo: { "@type": "ImageObject", url: url(logoPath), width: appIcons.icon512.size, height: appIcons.icon512.size },
    },
  };
}
