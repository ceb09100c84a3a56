/** What other features use of the search (docs/0043: a feature reaches another through its entry): the misses the back-office lists. */
export { searchMisses } from "./search-misses.js";
