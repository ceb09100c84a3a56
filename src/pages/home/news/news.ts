import { allNewsItems, type NewsItem } from "@content";

/** The five news cards in their order; the first one (order 1) starts expanded. */
export const newsItems: readonly NewsItem[] = [...allNewsItems].sort((a, b) => a.order - b.order);

export type { NewsItem };
