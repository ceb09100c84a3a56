import { documentBodies } from "../document-bodies.js";

/**
 * Each article's body (MDX rendered to HTML at build time) is a chunk of its own, loaded by the article page
 * alone: a page carries one body, however many articles the blog holds, and the listing and the home page
 * carry none.
 */
export const articleHtml = documentBodies(
  import.meta.glob<{ default: { html: string } }>("/.contentlayer/generated/Article/*.mdx.json"),
);
