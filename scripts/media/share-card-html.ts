/**
 * The link-preview card (1200 × 630) of an article or a part of the site, as a page for the local Chromium to
 * photograph (docs/0062): a cover in the share format (its motif smaller, against the right edge), the field
 * darkened on the left, where the logo, a label, the title and a line are set in Inter, the site's own typeface
 * (embedded from its npm package, so the card does not depend on the fonts of the machine that renders it).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { COVER_HEIGHT, COVER_WIDTH } from "./article-cover.js";
import { brandMarkSvg } from "./brand-mark.js";

const require = createRequire(import.meta.url);

function fontFace(weight: number): string {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
  const data = readFileSync(file).toString("base64");
  return `@font-face{font-family:Inter;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format("woff2")}`;
}
const fonts = [400, 700, 800].map(fontFace).join("");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function shareCardHtml({
  cover,
  label,
  title,
  line,
}: {
  /** The card's background: a cover SVG in the share format (scripts/art/covers/cover.ts). */
  cover: string;
  label?: string;
  title: string;
  line?: string;
}): string {
  return `<!doctype html><html lang="fr"><head><style>${fonts}</style></head><body style="margin:0">
<div style="width:${COVER_WIDTH}px;height:${COVER_HEIGHT}px;position:relative;overflow:hidden;font-family:Inter,'DejaVu Sans',sans-serif;color:#fff">
  <div style="position:absolute;inset:0">${cover}</div>
  <div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(15,13,46,.96) 0%,rgba(15,13,46,.82) 48%,rgba(15,13,46,0) 80%)"></div>
  <div style="position:absolute;left:80px;top:72px;display:flex;align-items:center;gap:20px">
    ${brandMarkSvg(56)}<span style="font-size:32px;font-weight:700;letter-spacing:-.5px">Novadis</span>
    ${label ? `<span style="margin-left:12px;font-size:20px;font-weight:700;letter-spacing:1.5px;text-transform:uppercase;color:#c7d2fe">${escapeHtml(label)}</span>` : ""}
  </div>
  <div style="position:absolute;left:80px;width:560px;bottom:84px">
    <div style="font-size:56px;font-weight:800;line-height:1.08;letter-spacing:-1.5px">${escapeHtml(title)}</div>
    ${line ? `<div style="margin-top:24px;font-size:28px;line-height:1.35;color:#c7d2fe">${escapeHtml(line)}</div>` : ""}
  </div>
</div></body></html>`;
}
