/** What other features use of the search (docs/0043: a feature reaches another through its entry): the misses page of the back-office. */
export { SearchMissesPage } from "./back-office/SearchMissesPage.js";
