/**
 * Draws every blog article's cover (scripts/media/article-cover.ts) into public/media/blog/{id}.svg, shown by the
 * pages, and renders it with the local Chromium, under the article's title and the logo, into {id}.jpg, the
 * 1200 × 630 image of its link previews and of its `Article` structured data (which want a bitmap).
 * Run after adding an article or changing a cover: `npm run build:content && npx tsx scripts/media/make-article-covers.ts`;
 * the outputs are committed (scripts/media/article-cover.test.ts fails on a missing or outdated one).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { allArticles } from "@content";
import { chromium } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { articleCoverSvg, COVER_HEIGHT, COVER_WIDTH } from "./article-cover.js";
import { brandMarkSvg } from "./brand-mark.js";

export const coversDir = join(import.meta.dirname, "..", "..", "public", "media", "blog");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function shareCardHtml(svg: string, title: string, label: string): string {
  return `<!doctype html><html lang="fr"><body style="margin:0">
<div style="width:${COVER_WIDTH}px;height:${COVER_HEIGHT}px;position:relative;overflow:hidden;font-family:'DejaVu Sans',sans-serif;color:#fff">
  <div style="position:absolute;inset:0">${svg}</div>
  <div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(15,13,46,.94) 0%,rgba(15,13,46,.8) 50%,rgba(15,13,46,.1) 85%)"></div>
  <div style="position:absolute;left:80px;top:72px;display:flex;align-items:center;gap:20px">
    ${brandMarkSvg(64)}<span style="font-size:34px;font-weight:700">Novadis</span>
    <span style="margin-left:16px;font-size:22px;padding:6px 16px;border-radius:999px;background:rgba(255,255,255,.15);border:1px solid rgba(255,255,255,.3)">${escapeHtml(label)}</span>
  </div>
  <div style="position:absolute;left:80px;width:680px;bottom:88px;font-size:54px;font-weight:800;line-height:1.1;letter-spacing:-1px">${escapeHtml(title)}</div>
</div></body></html>`;
}

mkdirSync(coversDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: COVER_WIDTH, height: COVER_HEIGHT } });
for (const article of allArticles) {
  const svg = articleCoverSvg(article.cover, article.id);
  writeFileSync(join(coversDir, `${article.id}.svg`), svg);
  await page.setContent(shareCardHtml(svg, article.title, article.label));
  await page.screenshot({
    path: join(coversDir, `${article.id}.jpg`),
    type: "jpeg",
    quality: 82,
    clip: { x: 0, y: 0, width: COVER_WIDTH, height: COVER_HEIGHT },
  });
  console.log(`${article.id}.svg, ${article.id}.jpg`);
}
await browser.close();
