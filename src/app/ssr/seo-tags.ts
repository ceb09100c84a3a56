import { jsonLdText } from "../../content/job-posting.js";
import { languageTag, openGraphLocale, otherLocale } from "../../shared/locale-tags.js";
import { brand } from "../../shared/site/brand.js";
import type { Locale } from "../../shared/site-locale.js";
import type { HeadTags } from "../PageMeta.js";
import type { SiteAddress } from "../shared/site-address.js";
import { SHARE_CARD_SIZE, type ShareCard, shareCardAlt, shareCardPath } from "./share-images.js";

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface SeoContext {
  /** The page's own address in its language (no query): canonical, and the preview's URL. */
  path: string;
  /** The page's language, its path's (locale-paths.ts `localeOfPath`). */
  locale: Locale;
  /**
   * The page in both languages (locale-paths.ts `alternates`), for an indexable page that has both: what the
   * hreflang links and `og:locale:alternate` announce. Absent for pages kept out of search engines.
   */
  alternates?: { fr: string; en: string } | undefined;
  /** The site's origin (APP_URL). */
  siteUrl: string;
  /** A French path's absolute address in the page's language (site-address.ts): the breadcrumbs' steps. */
  address: SiteAddress;
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
 * The English site's own files live under `/en` as its pages do (docs/0068: the English build writes into
 * `dist/client/en/`): its feed is `/en/blog/feed.xml`. Pages name the French file, being language-blind.
 */
export const localeFilePath = (path: string, locale: Locale) => (locale === "en" ? `/en${path}` : path);

/**
 * One language version of the page per language, and x-default for a visitor of neither: the French, the
 * site's original (docs/0068, "SEO"). Absolute addresses, as search engines require; each version carries the
 * same three, so that each points back at the other.
 */
function hreflangLinks(pair: { fr: string; en: string }, siteUrl: string): string[] {
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(new URL(path, siteUrl).href)}" />`;
  return [link("fr", pair.fr), link("en", pair.en), link("x-default", pair.fr)];
}

/**
 * What search engines and link previews read in <head>: the canonical address and the page's other language,
 * Open Graph and Twitter card tags (title, description, the part's share card, the language) and the page's
 * structured data, breadcrumbs included, each in the page's language.
 */
export function seoTags(head: HeadTags, context: SeoContext): string[] {
  const url = new URL(context.path, context.siteUrl).href;
  const pair = context.indexable ? context.alternates : undefined;
  const image = new URL(head.image?.path ?? shareCardPath(context.card), context.siteUrl).href;
  const imageAlt = head.image?.alt ?? shareCardAlt(context.card);
  const description = head.description ?? brand.tagline;
  const tags = [
    ...(context.indexable ? [`<link rel="canonical" href="${escapeAttribute(url)}" />`] : []),
    ...(pair ? hreflangLinks(pair, context.siteUrl) : []),
    meta("property", "og:type", context.kind),
    meta("property", "og:site_name", brand.name),
    meta("property", "og:locale", openGraphLocale[context.locale]),
    ...(pair ? [meta("property", "og:locale:alternate", openGraphLocale[otherLocale(context.locale)])] : []),
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
  // The page's own language, said where schema.org has a word for it: the WebPage (Article and WebSite say it
  // themselves; Service, JobPosting and Organization have no inLanguage).
  if (context.indexable) {
    tags.push(
      jsonLd({
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: head.title,
        description,
        url,
        inLanguage: languageTag[context.locale],
      }),
    );
  }
  if (head.breadcrumbs) {
    tags.push(
      jsonLd({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: head.breadcrumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: context.address(crumb.path),
        })),
      }),
    );
  }
  if (head.feed) {
    const feedUrl = new URL(localeFilePath(head.feed.path, context.locale), context.siteUrl).href;
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(head.feed.title)}" href="${escapeAttribute(feedUrl)}" />`,
    );
  }
  for (const data of context.structuredData ?? []) tags.push(jsonLd(data));
  return tags;
}
