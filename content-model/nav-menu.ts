import { defineDocumentType, defineNestedType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** A link in a header menu: every entry leads to a page made for it (a menu holds no placeholder). */
export const MenuLink = defineNestedType(() => ({
  name: "MenuLink",
  fields: {
    label: { type: "string", required: true },
    href: { type: "string", required: true, description: "Site path (with an optional #anchor) of a real page." },
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

/** The desktop mega-menu's closing tile: one sentence and the next step it proposes. */
export const MenuHighlight = defineNestedType(() => ({
  name: "MenuHighlight",
  fields: {
    text: { type: "string", required: true },
    label: { type: "string", required: true, description: "The link's words, e.g. « Réserver un appel »." },
    href: {
      type: "string",
      required: true,
      description: "Site path; not one of the menu's own links, which the panel already shows.",
    },
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
    highlight: { type: "nested", of: MenuHighlight, required: true },
  },
  computedFields: idAndHtmlFields,
}));
