import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { allArticleEns, allArticles } from "@content";
import { englishPathOf } from "../src/app/shared/locale-paths.js";
import { localeFilePath } from "../src/app/ssr/seo-tags.js";
import { articlePath, articles } from "../src/content/blog/articles.js";
import { atomFeed, blogFeed, type FeedChannel, type FeedEntry } from "../src/content/blog/blog-feed.js";
import { englishSlugs } from "../src/content/shared/english-slugs.js";
import { languageTag } from "../src/shared/locale-tags.js";
import { fr } from "../src/shared/messages/catalogue.js";
import * as en from "../src/shared/messages/en.js";
import type { Locale } from "../src/shared/site-locale.js";

/** A French page's English address; every route has one (locale-paths.test.ts). */
function englishPath(frenchPath: string): string {
  const path = englishPathOf(frenchPath, englishSlugs);
  if (path === null) throw new Error(`No English address for ${frenchPath}`);
  return path;
}

/**
 * Each language's channel: its catalogue's words (the subtitle is the brand's signature, as the share cards word
 * it) and its addresses, the English ones under /en like the English pages (docs/0068).
 */
const channels: Record<Locale, FeedChannel> = {
  fr: {
    title: fr.blog.feedTitle,
    subtitle: fr.shareCards.novadisCaption,
    language: languageTag.fr,
    path: blogFeed.path,
    blogPath: "/blog",
  },
  en: {
    title: en.blog.feedTitle,
    subtitle: en.shareCards.novadisCaption,
    language: languageTag.en,
    path: localeFilePath(blogFeed.path, "en"),
    blogPath: englishPath("/blog"),
  },
};

function write(clientDir: string, siteUrl: string, channel: FeedChannel, entries: FeedEntry[]) {
  const file = join(clientDir, channel.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, atomFeed(siteUrl, channel, entries));
}

/**
 * Writes the blog's Atom feeds among the static files (served as /blog/feed.xml and /en/blog/feed.xml, compressed
 * with them), newest first, from the same collection the pages list; the bodies come from the full documents.
 * The English feed has the English articles in the same order, at their English addresses, and leaves out those
 * whose translation is pending (docs/0063): a feed carries each article's full text, which such an article does
 * not have in English yet (its page only says so and links to the French). It joins the feed once translated,
 * under its own date.
 */
export function writeBlogFeed(clientDir: string, siteUrl: string): void {
  const html = new Map(allArticles.map((article) => [article.id, article.html]));
  write(
    clientDir,
    siteUrl,
    channels.fr,
    articles.map((article) => ({
      id: article.id,
      title: article.title,
      path: articlePath(article.id),
      date: article.date,
      author: article.authorName,
      label: article.label,
      summary: article.summary,
      html: html.get(article.id) ?? "",
    })),
  );
  const english = new Map(allArticleEns.map((article) => [article.id, article]));
  write(
    clientDir,
    siteUrl,
    channels.en,
    articles.flatMap(({ id }) => {
      const article = english.get(id);
      if (!article || article.translation === "pending") return [];
      return [
        {
          id,
          title: article.title,
          path: englishPath(articlePath(id)),
          date: article.date,
          author: article.authorName,
          label: article.label,
          summary: article.summary,
          html: article.html,
        },
      ];
    }),
  );
}
