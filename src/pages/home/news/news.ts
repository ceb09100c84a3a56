import type { NewsItem } from "@content";
import newsJson from "@content/NewsItem/_index.json";
import { orderedCollection } from "../../../ui/ordered-collection.js";

/** The five news cards in their order; the first one (order 1) starts expanded. */
export const newsItems = orderedCollection<NewsItem>(newsJson);

export type { NewsItem };
