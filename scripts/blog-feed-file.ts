import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { allArticles } from "@content";
import { articlePath, articles } from "../src/content/blog/articles.js";
import { atomFeed, blogFeed } from "../src/content/blog/blog-feed.js";

/**
 * Writes the blog's Atom feed among the static files (served as /blog/feed.xml, compressed with them),
 * newest first, from the same collection the pages list; the bodies come from the full documents.
 */
export function writeBlogFeed(clientDir: string, siteUrl: string): void {
  const html = new Map(allArticles.map((article) => [article.id, article.html]));
  const entries = articles.map((article) => ({
    id: article.id,
    title: article.title,
    path: articlePath(article.id),
    date: article.date,
    author: article.authorName,
    label: article.label,
    summary: article.summary,
    html: html.get(article.id) ?? "",
  }));
  const file = join(clientDir, blogFeed.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, atomFeed(siteUrl, entries));
}
