/**
 * Draws every blog article's cover (scripts/media/article-cover.ts) into public/media/blog/{id}.svg, shown by the
 * pages, and renders it with the local Chromium, under the article's title and the logo (share-card-html.ts), into {id}.jpg, the
 * 1200 × 630 image of its link previews and of its `Article` structured data (which want a bitmap).
 * Run after adding an article or changing a cover: `npm run media:covers`;
 * the outputs are committed (scripts/media/article-cover.test.ts fails on a missing or outdated one).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { allArticles } from "@content";
import { chromium } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { shareFormat } from "../art/covers/cover.js";
import { articleCoverSvg, COVER_HEIGHT, COVER_WIDTH } from "./article-cover.js";
import { shareCardHtml } from "./share-card-html.js";

export const coversDir = join(import.meta.dirname, "..", "..", "public", "media", "blog");

mkdirSync(coversDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: COVER_WIDTH, height: COVER_HEIGHT } });
for (const article of allArticles) {
  const svg = articleCoverSvg(article.cover, article.id);
  writeFileSync(join(coversDir, `${article.id}.svg`), svg);
  await page.setContent(
    shareCardHtml({
      cover: articleCoverSvg(article.cover, article.id, shareFormat),
      label: article.label,
      title: article.title,
    }),
  );
  await page.screenshot({
    path: join(coversDir, `${article.id}.jpg`),
    type: "jpeg",
    quality: 82,
    clip: { x: 0, y: 0, width: COVER_WIDTH, height: COVER_HEIGHT },
  });
  console.log(`${article.id}.svg, ${article.id}.jpg`);
}
await browser.close();
