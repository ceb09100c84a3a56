/**
 * The covers of the blog's articles: the site's one cover (scripts/art/covers/cover.ts, docs/0062) with the
 * article's motif (content-model/article.ts) on the right, where the share card's title leaves room. Each
 * article's id seeds the small variations, so two articles with one motif still differ, and the same article
 * always gets the same drawing (the test compares them).
 */
import { articleFormat, type CoverFormat, coverSvg, motifAccents } from "../art/covers/cover.js";
import type { CoverMotif } from "../art/covers/motifs.js";
import { accents } from "../art/palette.js";

export type { CoverMotif };

export const COVER_WIDTH = articleFormat.width;
export const COVER_HEIGHT = articleFormat.height;

/** In the article format (its page) or the share format (its link-preview card). */
export function articleCoverSvg(motif: CoverMotif, seed: string, format: CoverFormat = articleFormat): string {
  return coverSvg({ motif, accent: accents[motifAccents[motif]], seed, format });
}
