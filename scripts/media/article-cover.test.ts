import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { allArticles } from "@content";
import { describe, expect, it } from "vitest";
import { articleCovers } from "../../content-model/article.js";
import { articleCoverSvg } from "./article-cover.js";

const coversDir = join(import.meta.dirname, "..", "..", "public", "media", "blog");
const rerun = "run `npm run media:covers` and commit public/media/blog";

describe("the articles' covers", () => {
  it("are committed for every article, as drawn today: the SVG shown and the JPEG of link previews", () => {
    for (const article of allArticles) {
      const svg = join(coversDir, `${article.id}.svg`);
      expect(existsSync(svg), `${svg}: ${rerun}`).toBe(true);
      expect(readFileSync(svg, "utf8"), `${svg} is outdated: ${rerun}`).toBe(
        articleCoverSvg(article.cover, article.id),
      );
      expect(existsSync(join(coversDir, `${article.id}.jpg`)), `${article.id}.jpg: ${rerun}`).toBe(true);
    }
  });

  it("draw every motif as a small, well-formed SVG, the same for the same seed and different for another", () => {
    for (const motif of articleCovers) {
      const svg = articleCoverSvg(motif, "graine");
      expect(svg, motif).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630"[^>]*>[\s\S]*<\/svg>\n$/,
      );
      expect(svg, motif).not.toMatch(/NaN|undefined/);
      expect(svg.length, motif).toBeLessThan(10_000);
      expect(articleCoverSvg(motif, "graine")).toBe(svg);
    }
    expect(articleCoverSvg("mesh", "une")).not.toBe(articleCoverSvg("mesh", "autre"));
  });
});
