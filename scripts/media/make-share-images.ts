/**
 * Draws the link-preview cards (src/app/ssr/share-images.ts): one 1200 × 630 JPEG per part of the site, our own
 * artwork (brand gradients, the logo's mark, the part's title), rendered by the local Chromium; and the site's
 * PNG icons from the logo's mark (src/shared/site/app-icons.ts: manifest, home screen, the Organization's logo).
 * Run once after changing the look or a card's words: `npx tsx scripts/media/make-share-images.ts`;
 * the outputs are committed under public/ (the container build has no Chromium).
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { SHARE_CARD_SIZE, type ShareCard, shareCards } from "../../src/app/ssr/share-images.js";
import { appIcons, themeColor } from "../../src/shared/site/app-icons.js";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { brandMarkSvg } from "./brand-mark.js";

const publicDir = join(import.meta.dirname, "..", "..", "public");
const out = join(publicDir, "media", "share");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function cardHtml(card: ShareCard): string {
  const { title, line } = shareCards[card];
  return `<!doctype html><html lang="fr"><body style="margin:0">
<div style="width:${SHARE_CARD_SIZE.width}px;height:${SHARE_CARD_SIZE.height}px;position:relative;overflow:hidden;
  font-family:'DejaVu Sans',sans-serif;color:#fff;
  background:radial-gradient(circle at 80% 20%,rgba(139,92,246,.55),transparent 45%),
    radial-gradient(circle at 15% 90%,rgba(8,145,178,.45),transparent 45%),linear-gradient(135deg,#0f0d2e,#1e1b4b 55%,#3730a3)">
  <svg width="1200" height="630" style="position:absolute;inset:0;opacity:.08">
    <defs><pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#fff"/></pattern></defs>
    <rect width="1200" height="630" fill="url(#grid)"/>
  </svg>
  <div style="position:absolute;left:88px;top:80px;display:flex;align-items:center;gap:24px">
    ${brandMarkSvg(88)}<span style="font-size:44px;font-weight:700;letter-spacing:-.5px">Novadis</span>
  </div>
  <div style="position:absolute;left:88px;right:88px;bottom:96px">
    <div style="font-size:84px;font-weight:800;line-height:1.05;letter-spacing:-2px">${escapeHtml(title)}</div>
    <div style="margin-top:28px;font-size:36px;color:#c7d2fe">${escapeHtml(line)}</div>
  </div>
</div></body></html>`;
}

/**
 * An icon: the mark on its own (transparent corners), or full-bleed on the theme colour with the mark at
 * `inset` of the side (a maskable icon's safe zone is the central 80 %; iOS rounds an opaque square itself).
 */
function iconHtml(size: number, fullBleed?: { inset: number }): string {
  if (!fullBleed)
    return `<!doctype html><html><body style="margin:0;background:transparent">${brandMarkSvg(size)}</body></html>`;
  const mark = Math.round(size * (1 - 2 * fullBleed.inset));
  return `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${themeColor}">${brandMarkSvg(mark)}</div></body></html>`;
}

const icons = [
  { icon: appIcons.icon192, html: iconHtml(appIcons.icon192.size) },
  { icon: appIcons.icon512, html: iconHtml(appIcons.icon512.size) },
  { icon: appIcons.maskable512, html: iconHtml(appIcons.maskable512.size, { inset: 0.2 }) },
  { icon: appIcons.appleTouch, html: iconHtml(appIcons.appleTouch.size, { inset: 0.12 }) },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags });
const page = await browser.newPage({ viewport: SHARE_CARD_SIZE });
for (const card of Object.keys(shareCards) as ShareCard[]) {
  await page.setContent(cardHtml(card));
  await page.screenshot({
    path: join(out, `${card}.jpg`),
    type: "jpeg",
    quality: 85,
    clip: { x: 0, y: 0, ...SHARE_CARD_SIZE },
  });
  console.log(`${card}.jpg`);
}
for (const { icon, html } of icons) {
  const iconPage = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await iconPage.setContent(html);
  const path = join(publicDir, icon.path);
  mkdirSync(dirname(path), { recursive: true });
  await iconPage.screenshot({ path, type: "png", omitBackground: true });
  await iconPage.close();
  console.log(icon.path);
}
await browser.close();
