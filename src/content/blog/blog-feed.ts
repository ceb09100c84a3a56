import type { Feed } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { brand } from "../../shared/site/brand.js";

/** The blog's Atom feed: written by the prerender (scripts/prerender.ts), announced by every blog page. */
export const blogFeed: Feed = { title: messages.blog.feedTitle, path: "/blog/feed.xml" };

export interface FeedEntry {
  id: string;
  title: string;
  /** The article's address, from the site's root. */
  path: string;
  /** ISO 8601; content dates are calendar days. */
  date: string;
  author: string;
  label: string;
  summary: string;
  /** The body as HTML; its links are read against the site's address (xml:base). */
  html: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The Atom 1.0 document (RFC 4287) of the blog: every entry with its absolute address, summary and full
 * text. `updated` is the newest entry's date, not the build's, so a rebuild without a new article changes nothing.
 */
export function atomFeed(siteUrl: string, entries: readonly FeedEntry[]): string {
  const url = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const newest = entries.reduce(
    (latest, entry) => (entry.date > latest ? entry.date : latest),
    "1970-01-01T00:00:00.000Z",
  );
  const items = entries.map(
    (entry) => `  <entry>
    <id>${url(entry.path)}</id>
    <title>${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${url(entry.path)}"/>
    <published>${escapeXml(entry.date)}</published>
    <updated>${escapeXml(entry.date)}</updated>
    <author><name>${escapeXml(entry.author)}</name></author>
    <category term="${escapeXml(entry.label)}"/>
    <summary>${escapeXml(entry.summary)}</summary>
    <content type="html" xml:base="${url("/")}">${escapeXml(entry.html)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">
  <id>${url("/blog")}</id>
  <title>${escapeXml(blogFeed.title)}</title>
  <subtitle>${escapeXml(brand.tagline)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${url(blogFeed.path)}"/>
  <link rel="alternate" type="text/html" href="${url("/blog")}"/>
  <icon>${url("/favicon.svg")}</icon>
  <updated>${escapeXml(newest)}</updated>
${items.join("\n")}
</feed>
`;
}
