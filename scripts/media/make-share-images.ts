/**
 * Draws the link-preview cards (src/app/ssr/share-images.ts): one 1200 × 630 JPEG per part of the site, our own
 * artwork (a cover of docs/0062, the logo's mark, the part's title), rendered by the local Chromium; and the site's
 * PNG icons from the logo's mark (src/shared/site/app-icons.ts: manifest, home screen, the Organization's logo).
 * Run once after changing the look or a card's words: `npm run media:share`;
 * the outputs are committed under public/ (the container build has no Chromium).
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { SHARE_CARD_SIZE, type ShareCard, shareCards } from "../../src/app/ssr/share-images.js";
import { appIcons, themeColor } from "../../src/shared/site/app-icons.js";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { coverSvg, motifAccents, shareFormat } from "../art/covers/cover.js";
import type { CoverMotif } from "../art/covers/motifs.js";
import { accents } from "../art/palette.js";
import { brandMarkSvg } from "./brand-mark.js";
import { shareCardHtml } from "./share-card-html.js";

const publicDir = join(import.meta.dirname, "..", "..", "public");
const out = join(publicDir, "media", "share");

/** Each part's motif: the cover of the expertise or subject nearest to it (docs/0062). */
const cardMotifs: Record<ShareCard, CoverMotif> = {
  novadis: "orbit",
  expertises: "network",
  "start-scale": "layers",
  projet: "nodes",
  carriere: "mesh",
  dirigeants: "aurora",
  applications: "devices",
  assistance: "waves",
};

function cardHtml(card: ShareCard): string {
  const motif = cardMotifs[card];
  const cover = coverSvg({ motif, accent: accents[motifAccents[motif]], seed: card, format: shareFormat });
  return shareCardHtml({ cover, ...shareCards[card] });
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
