/** What other features read of the content: the titles its ids stand for (docs/0057). */
export { type ContentCatalogue, contentCatalogue } from "./content-catalogue.js";
