import { allHelpArticles, allHelpCategories, type HelpArticle, type HelpCategory } from "@content";

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.order - b.order);

export const helpArticles: readonly HelpArticle[] = byOrder(allHelpArticles);
export const helpCategories: readonly HelpCategory[] = byOrder(allHelpCategories);

export type { HelpArticle, HelpCategory };
