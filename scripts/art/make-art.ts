/**
 * Draws the site's own artwork into public/media/art/ (git-ignored; `npm run build` and `npm run dev` run this
 * first, so Vite serves and copies the files like any other public file):
 * - leaders/{slug}.svg: each leader's illustrated portrait, from the `portrait` front matter;
 * - applications/{id}-{n}.svg: the six screens of each application of the catalogue;
 * - case-studies/{slug}.svg: each case study's cover.
 * Reads the compiled content (.contentlayer/generated): run after `contentlayer2 build`.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { artFiles } from "./art-files.js";

const publicDir = join(import.meta.dirname, "..", "..", "public");
const artDir = join(publicDir, "media", "art");

rmSync(artDir, { recursive: true, force: true });
let bytes = 0;
const files = artFiles();
for (const { path, svg } of files) {
  const target = join(publicDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
  bytes += Buffer.byteLength(svg);
}
console.log(`${files.length} drawings, ${(bytes / 1024).toFixed(0)} KB in ${artDir}`);
