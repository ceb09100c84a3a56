import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** Icon keys of the help-centre category cards, mapped to icons by the UI. */
export const helpCategoryIcons = ["user-shield", "receipt", "briefcase", "apps", "book", "scale"] as const;

/** A category card of the help centre (/support). Its id (file name) is what HelpArticle.category refers to. */
export const HelpCategory = defineDocumentType(() => ({
  name: "HelpCategory",
  filePathPattern: "help/categories/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    description: { type: "string", required: true, description: "One sentence shown on the card." },
    icon: { type: "enum", options: [...helpCategoryIcons], required: true },
    order: { type: "number", required: true },
  },
  computedFields: idAndHtmlFields,
}));
