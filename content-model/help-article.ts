import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** A help article found by the /support search box (matched on its title). The MDX body is the answer. */
export const HelpArticle = defineDocumentType(() => ({
  name: "HelpArticle",
  filePathPattern: "help/articles/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    subtitle: { type: "string", required: true },
    category: { type: "string", required: true, description: "The id (file name) of a HelpCategory." },
    order: { type: "number", required: true },
  },
  computedFields: idAndHtmlFields,
}));
