import type { NewsItem } from "./news.js";

/**
 * Our own artwork behind each news card, keyed by the content's `artwork` field: layered CSS gradients
 * (src/styles/artwork.css), as classes because the Content-Security-Policy allows no inline style.
 */
export const newsArtworkClass: Record<NewsItem["artwork"], string> = {
  aurora: "news-art-aurora",
  grid: "news-art-grid",
  waves: "news-art-waves",
  orbit: "news-art-orbit",
  mesh: "news-art-mesh",
};
