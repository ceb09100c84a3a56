import { defineDocumentType } from "contentlayer2/source-files";
import { addHeadingIds, tocFromMarkdown } from "./heading-slug.js";
import { legalFacts } from "./legal-facts.js";
import { idAndHtmlFields, mdxToHtml } from "./mdx-html.js";

/**
 * A legal page (mentions légales, CGU, CGV, politique de confidentialité), served at
 * /legal/{id}. Each "## " heading of the MDX body is a section: it gets an anchor id and an
 * entry in the table of contents.
 */
export const LegalPage = defineDocumentType(() => ({
  name: "LegalPage",
  filePathPattern: "legal/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    description: { type: "string", required: true, description: "One sentence: the page's meta description." },
    lastUpdated: { type: "date", required: true, description: "« Dernière mise à jour »." },
    order: { type: "number", required: true, description: "Position in the footer's legal column." },
    quoted: {
      type: "list",
      of: { type: "string" },
      description: "Labels of the facts other documents print (quote PDFs: identity, payment terms); see `facts`.",
    },
  },
  computedFields: {
    ...idAndHtmlFields,
    html: {
      type: "string",
      description: "The MDX body rendered to HTML at build time, each <h2> carrying the id of its toc entry.",
      resolve: (doc: { body: { code: string } }) => addHeadingIds(mdxToHtml(doc.body.code)),
    },
    toc: {
      type: "json",
      description: "Table of contents: { id, title } for each level-2 heading, in order; id is the heading's anchor.",
      resolve: (doc: { body: { raw: string } }) => tocFromMarkdown(doc.body.raw),
    },
    facts: {
      type: "json",
      description: "The `quoted` facts (« label : value » items, bold-led paragraphs) by label (legal-facts.ts).",
      // contentlayer hands list fields to computed fields as an iterable, not an array.
      resolve: (doc: { quoted?: Iterable<string>; body: { raw: string } }) =>
        legalFacts(doc.body.raw, [...(doc.quoted ?? [])]),
    },
  },
}));

/**
 * An English legal page is a translation for information: the French text is the one that binds. The model says
 * so on every English legal page, so that no author has to repeat it and none can forget it.
 */
export const englishLegalFields = {
  frenchTextBinding: {
    type: "boolean",
    description: "Always true: the page says it is a translation, that the French text binds, and links to it.",
    resolve: () => true,
  },
} as const;
