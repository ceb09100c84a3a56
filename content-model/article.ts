import { defineDocumentType } from "contentlayer2/source-files";
import { articleAuthor } from "./article-author.js";
import { addHeadingIds } from "./heading-slug.js";
import type { Locale } from "./locale.js";
import { formatLongDate } from "./long-date.js";
import { idAndHtmlFields, mdxToHtml } from "./mdx-html.js";

/** The five labels of the home page's news section, one card each (docs/0031). */
export const newsLabels = ["Nouveauté", "Partenariat", "Événement", "Entreprise", "Régional"] as const;
/** An article's label: one of the news labels, or « Expertise » for what our teams know and teach. */
export const articleLabels = [...newsLabels, "Expertise"] as const;
/**
 * The motif of an article's cover, our own artwork drawn by scripts/media/make-article-covers.ts into
 * public/media/blog/{id}.svg (shown) and {id}.jpg (link previews). Run it after adding an article.
 */
export const articleCovers = [
  "aurora",
  "grid",
  "waves",
  "orbit",
  "mesh",
  "devices",
  "layers",
  "shield",
  "network",
  "circuit",
  "gauge",
  "nodes",
] as const;

type AuthoredDocument = { author: string; _raw: { sourceFilePath: string } };

/** Words read per minute, for « 5 min de lecture ». */
const WORDS_PER_MINUTE = 220;

/**
 * A blog article (/blog/{id}). The five articles with a `news` position are also the home page's news
 * cards, so a news item and its article are one document.
 */
export const Article = defineDocumentType(() => ({
  name: "Article",
  filePathPattern: "blog/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    date: { type: "date", required: true, description: "Publication day; the blog lists the newest first." },
    updated: {
      type: "date",
      description: "Day of the last real revision, if any: the Article's dateModified and the sitemap's lastmod.",
    },
    author: { type: "string", required: true, description: "The id of a leader (content/leaders/{id}.mdx)." },
    label: { type: "enum", options: [...articleLabels], required: true },
    summary: {
      type: "string",
      required: true,
      description: "One sentence: under the title in lists and news cards, the page's meta description.",
    },
    cover: { type: "enum", options: [...articleCovers], required: true },
    news: {
      type: "number",
      description:
        "1 to 5: the article's card in the home page's news section (1 is expanded first). Unset: blog only.",
    },
  },
  computedFields: articleComputedFields("fr"),
}));

/** An article's computed fields, in its language: the date and the author's role as its readers read them. */
export function articleComputedFields(locale: Locale) {
  return {
    ...idAndHtmlFields,
    html: {
      type: "string",
      description: "The MDX body rendered to HTML at build time, each <h2> with an id to link to.",
      resolve: (doc: { body: { code: string } }) => addHeadingIds(mdxToHtml(doc.body.code)),
    },
    dateText: {
      type: "string",
      description: 'The date as readers see it: « 15 septembre 2025 », "15 September 2025" in English.',
      resolve: (doc: { date: string }) => formatLongDate(doc.date, locale),
    },
    // The author's name and role: the pages then need no leaders' collection.
    authorName: {
      type: "string",
      resolve: (doc: AuthoredDocument) => articleAuthor(doc.author, doc._raw.sourceFilePath, locale).name,
    },
    authorTitle: {
      type: "string",
      description: "The author's role, from content/leaders/{author}.mdx (content/en/leaders/ in English).",
      resolve: (doc: AuthoredDocument) => articleAuthor(doc.author, doc._raw.sourceFilePath, locale).title,
    },
    readingMinutes: {
      type: "number",
      description: "Minutes a reader needs for the body, at least one.",
      resolve: (doc: { body: { raw: string } }) =>
        Math.max(1, Math.round(doc.body.raw.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE)),
    },
  } as const;
}
