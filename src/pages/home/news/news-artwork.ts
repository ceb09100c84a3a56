import type { NewsItem } from "./news.js";

/**
 * Our own artwork behind each news card: layered CSS gradients (no image files), keyed by the
 * content's `artwork` field. Text always sits on a dark scrim above these, so contrast holds.
 */
export const newsArtwork: Record<NewsItem["artwork"], string> = {
  aurora:
    "radial-gradient(circle at 20% 20%, rgb(96 165 250 / 0.7), transparent 45%), radial-gradient(circle at 80% 30%, rgb(244 63 94 / 0.55), transparent 50%), linear-gradient(135deg, #1e3a8a, #6d28d9 55%, #be185d)",
  grid: "linear-gradient(rgb(255 255 255 / 0.08) 1px, transparent 1px), linear-gradient(90deg, rgb(255 255 255 / 0.08) 1px, transparent 1px), radial-gradient(circle at 70% 30%, rgb(245 158 11 / 0.55), transparent 55%), linear-gradient(160deg, #312e81, #0f0d2e)",
  waves:
    "repeating-radial-gradient(ellipse at 50% 120%, rgb(255 255 255 / 0.1) 0 2px, transparent 2px 22px), linear-gradient(160deg, #0369a1, #1e3a8a 60%, #0f0d2e)",
  orbit:
    "repeating-radial-gradient(circle at 75% 25%, rgb(255 255 255 / 0.12) 0 1px, transparent 1px 28px), radial-gradient(circle at 75% 25%, rgb(167 139 250 / 0.8), transparent 40%), linear-gradient(200deg, #5b21b6, #1e1b4b)",
  mesh: "radial-gradient(rgb(255 255 255 / 0.16) 1.5px, transparent 1.5px), radial-gradient(circle at 30% 70%, rgb(16 185 129 / 0.6), transparent 50%), linear-gradient(135deg, #064e3b, #134e4a 50%, #1e1b4b)",
};

/** Tile sizes for the repeating layers (grid lines, dots). */
export const newsArtworkSize: Partial<Record<NewsItem["artwork"], string>> = {
  grid: "32px 32px, 32px 32px, auto, auto",
  mesh: "18px 18px, auto, auto",
};

export function artworkStyle(artwork: NewsItem["artwork"]) {
  return { backgroundImage: newsArtwork[artwork], backgroundSize: newsArtworkSize[artwork] };
}
