import { getMDXComponent } from "mdx-bundler/client/index.js";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Renders a document's compiled MDX to HTML at build time. The browser then receives plain
 * HTML: no MDX runtime to ship, and no `new Function` that a strict CSP would have to allow.
 */
export function mdxToHtml(code: string): string {
  return renderToStaticMarkup(createElement(getMDXComponent(code)));
}

/** Computed fields every MDX document type shares: its id from the file name, and its body as HTML. */
export const idAndHtmlFields = {
  id: {
    type: "string",
    description: "The file name without extension: it is the document's id and its URL segment.",
    resolve: (doc: { _raw: { sourceFileName: string } }) => doc._raw.sourceFileName.replace(/\.mdx$/, ""),
  },
  html: {
    type: "string",
    description: "The MDX body rendered to HTML at build time.",
    resolve: (doc: { body: { code: string } }) => mdxToHtml(doc.body.code),
  },
} as const;
