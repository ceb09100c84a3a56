import { jsonLdText } from "../../content/job-posting.js";
import { brand } from "../../shared/site/brand.js";
import type { HeadTags } from "../PageMeta.js";
import { SHARE_CARD_SIZE, type ShareCard, shareCardAlt, shareCardPath } from "./share-images.js";

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface SeoContext {
  /** The page's own address (no query): canonical, and the preview's URL. */
  path: string;
  /** The site's origin (APP_URL). */
  siteUrl: string;
  card: ShareCard;
  /** Open Graph's kind of page: `article` for a blog article, `website` for every other page. */
  kind: "article" | "website";
  /** Pages kept out of search engines get no canonical address: they have none to claim. */
  indexable: boolean;
  /** schema.org objects about what the page presents, written as JSON-LD. */
  structuredData?: Record<string, unknown>[];
}

const meta = (attribute: "name" | "property", key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;

const jsonLd = (data: Record<string, unknown>) => `<script type="application/ld+json">${jsonLdText(data)}</script>`;

/**
 * What search engines and link previews read in <head>: the canonical address, Open Graph and Twitter
 * card tags (title, description, the part's share card) and the page's structured data, breadcrumbs included.
 */
export function seoTags(head: HeadTags, context: SeoContext): string[] {
  const url = new URL(context.path, context.siteUrl).href;
  const image = new URL(head.image?.path ?? shareCardPath(context.card), context.siteUrl).href;
  const imageAlt = head.image?.alt ?? shareCardAlt(context.card);
  const description = head.description ?? brand.tagline;
  const tags = [
    ...(context.indexable ? [`<link rel="canonical" href="${escapeAttribute(url)}" />`] : []),
    meta("property", "og:type", context.kind),
    meta("property", "og:site_name", brand.name),
    meta("property", "og:locale", "fr_FR"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("property", "og:image:width", String(SHARE_CARD_SIZE.width)),
    meta("property", "og:image:height", String(SHARE_CARD_SIZE.height)),
    meta("property", "og:image:alt", imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", imageAlt),
  ];
  if (head.breadcrumbs) {
    tags.push(
      jsonLd({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: head.breadcrumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: new URL(crumb.path, context.siteUrl).href,
        })),
      }),
    );
  }
  if (head.feed) {
    const feedUrl = new URL(head.feed.path, context.siteUrl).href;
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(head.feed.title)}" href="${escapeAttribute(feedUrl)}" />`,
    );
  }
  for (const data of context.structuredData ?? []) tags.push(jsonLd(data));
  return tags;
}
