import { brand } from "../../site/brand.js";

interface StructuredArticle {
  title: string;
  summary: string;
  date: string;
  label: string;
  /** The article's address, from the site's root. */
  path: string;
  /** Its 1200 × 630 image, from the site's root. */
  image: string;
  author: { name: string; title: string; path?: string | undefined };
}

/** schema.org `Article` for one blog article, with absolute addresses, so search engines can show it as one. */
export function articleData(article: StructuredArticle, siteUrl: string): Record<string, unknown> {
  const url = (path: string) => new URL(path, siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.date.slice(0, 10),
    inLanguage: "fr-FR",
    articleSection: article.label,
    image: [url(article.image)],
    mainEntityOfPage: url(article.path),
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.title,
      ...(article.author.path && { url: url(article.author.path) }),
    },
    publisher: {
      "@type": "Organization",
      name: brand.name,
      logo: { "@type": "ImageObject", url: url("/favicon.svg") },
    },
  };
}
