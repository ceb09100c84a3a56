import { defineDocumentType, defineNestedType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** A footer entry: a link to a page made for it (the footer holds no placeholder). */
export const FooterLink = defineNestedType(() => ({
  name: "FooterLink",
  fields: {
    label: { type: "string", required: true },
    href: { type: "string", required: true, description: "Site path, with an optional query or #anchor." },
  },
}));

/** A column of the site footer. The MDX body is unused and may be empty. */
export const FooterColumn = defineDocumentType(() => ({
  name: "FooterColumn",
  filePathPattern: "footer/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    order: { type: "number", required: true },
    links: { type: "list", of: FooterLink, required: true },
  },
  computedFields: idAndHtmlFields,
}));
