import type { Catalogue } from "../catalogue.js";

/** What the site's search says about a query it cannot run, in English (search.ts). */
export const search: Catalogue["search"] = {
  queryRequired: "Enter what to search for.",
  queryTooLong: (max: number) => `Your search is too long: ${max} characters at most.`,
  queryUnreadable: "Unreadable search: enter a single text to search for.",
};
