import type { HelpArticle, HelpCategory } from "@content";
import articlesJson from "@content/HelpArticle/_index.json";
import categoriesJson from "@content/HelpCategory/_index.json";
import { orderedCollection } from "../../ui/ordered-collection.js";

export const helpArticles = orderedCollection<HelpArticle>(articlesJson);
export const helpCategories = orderedCollection<HelpCategory>(categoriesJson);

export type { HelpArticle, HelpCategory };
