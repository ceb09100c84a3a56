import type { backdrops, hairColours, outfitColours, skinTones } from "../../../content-model/portrait.js";

import { accents } from "../palette.js";

type Option<T extends readonly string[]> = T[number];

export interface SkinPaint {
  base: string;
  /** Cheek side, neck and ear shading. */
  shade: string;
  lips: string;
}

export interface HairPaint {
  base: string;
  shade: string;
  /** Lighter strands (grey temples, sun-lit waves). */
  light: string;
}

/** Skin tones, from the lightest: a base, its shadow and the lips' colour. */
export const skinPaints: Record<Option<typeof skinTones>, SkinPaint> = {
  porcelain: { base: "#f8dcc8", shade: "#eabfa3", lips: "#c8706b" },
  light: { base: "#f2c8a7", shade: "#dfab87", lips: "#bd625a" },
  beige: { base: "#e5b188", shade: "#cd966c", lips: "#a9594c" },
  olive: { base: "#c99466", shade: "#b07b4f", lips: "#8e4c3d" },
  tan: { base: "#b07a4f", shade: "#95623b", lips: "#7a3f33" },
  brown: { base: "#8c5b3c", shade: "#744730", lips: "#5e2d27" },
  deep: { base: "#5f3b27", shade: "#4b2d1d", lips: "#3f1f1a" },
};

export const hairPaints: Record<Option<typeof hairColours>, HairPaint> = {
  black: { base: "#1f1a17", shade: "#0f0c0b", light: "#3b322c" },
  "dark-brown": { base: "#3b2518", shade: "#24160e", light: "#5a3a26" },
  chestnut: { base: "#6b3d22", shade: "#4a2916", light: "#8c5634" },
  auburn: { base: "#a2462a", shade: "#7a311c", light: "#c8673f" },
  blonde: { base: "#d8b26a", shade: "#b48e4c", light: "#ecd096" },
  "salt-and-pepper": { base: "#6e6a66", shade: "#4a4744", light: "#b9b5b0" },
  grey: { base: "#b4b2ae", shade: "#8f8d89", light: "#d9d7d3" },
};

export const outfitPaints: Record<Option<typeof outfitColours>, { base: string; shade: string }> = {
  navy: { base: "#1e3a5f", shade: "#152a45" },
  charcoal: { base: "#3f4651", shade: "#2c323b" },
  burgundy: { base: "#7c2240", shade: "#5c172f" },
  camel: { base: "#b8875a", shade: "#9a6e45" },
  forest: { base: "#23604a", shade: "#194736" },
  black: { base: "#22252b", shade: "#15171b" },
  cream: { base: "#efe5d5", shade: "#dccdb6" },
  mustard: { base: "#d6a42f", shade: "#b78921" },
};

/**
 * The disc behind each leader: an accent of the site's theme (the figure itself is toned in indigo), so the
 * six portraits are one series that still tells its people apart. Teal has no accent of its own: emerald.
 */
export const backdropAccents: Record<Option<typeof backdrops>, string> = {
  indigo: accents.indigo,
  violet: accents.violet,
  teal: accents.emerald,
  blue: accents.blue,
  rose: accents.rose,
  amber: accents.amber,
};
