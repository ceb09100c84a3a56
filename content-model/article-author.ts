import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { type Locale, localeFolder } from "./locale.js";

export interface ArticleAuthor {
  name: string;
  title: string;
}

/**
 * The leader who signs an article (`author: <leader id>`), read from content/leaders/{id}.mdx's front matter
 * (content/en/leaders/{id}.mdx for an English article, whose author's role is in English) when the content is
 * compiled, so the pages carry the name without the leaders' collection (docs/0031).
 * An id that names no leader fails the build, naming the article.
 * contentlayer2 caches documents by their own text: after renaming a leader, build once with `--clearCache`
 * (src/content/blog/articles.test.ts notices a stale name).
 */
export function articleAuthor(authorId: string, articlePath: string, locale: Locale = "fr"): ArticleAuthor {
  const leaders = join(localeFolder(locale), "leaders");
  const file = join(process.cwd(), process.env.CONTENT_DIR ?? "content", leaders, `${authorId}.mdx`);
  if (!/^[a-z0-9-]+$/.test(authorId) || !existsSync(file)) {
    throw new Error(`${articlePath}: author "${authorId}" is no leader (content/${leaders}/${authorId}.mdx)`);
  }
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
  const leader = parse(frontMatter) as { name?: unknown; title?: unknown };
  if (typeof leader.name !== "string" || typeof leader.title !== "string") {
    throw new Error(`content/${leaders}/${authorId}.mdx has no name or title`);
  }
  return { name: leader.name, title: leader.title };
}
