import { defineDocumentType, defineNestedType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** A link in a header menu. Without href it is shown as a 'Coming Soon' placeholder. */
export const MenuLink = defineNestedType(() => ({
  name: "MenuLink",
  fields: {
    label: { type: "string", required: true },
    href: { type: "string", description: "Site path; absent means a 'Coming Soon' placeholder." },
    description: { type: "string", description: "Short line under the label in the desktop mega-menu." },
  },
}));

/** A titled group of links in a header menu. */
export const MenuSection = defineNestedType(() => ({
  name: "MenuSection",
  fields: {
    title: { type: "string", required: true },
    links: { type: "list", of: MenuLink, required: true },
  },
}));

/**
 * A header navigation entry with its mega-menu (desktop) / accordion (mobile). The id (file name)
 * is the entry's key. The MDX body is unused and may be empty.
 */
export const NavMenu = defineDocumentType(() => ({
  name: "NavMenu",
  filePathPattern: "navigation/*.mdx",
  contentType: "mdx",
  fields: {
    label: { type: "string", required: true },
    order: { type: "number", required: true },
    href: { type: "string", description: "Where the entry itself goes; absent for entries that only open a menu." },
    sections: { type: "list", of: MenuSection, required: true },
  },
  computedFields: idAndHtmlFields,
}));
