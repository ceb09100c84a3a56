import { DomUtils, parseDocument } from "htmlparser2";
import type { PageData } from "../../src/app/page-data.js";

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** An HTML page read as a browser without JavaScript sees it: its forms, fields, text and page data. */
export function readPage(html: string) {
  const document = parseDocument(html);
  const byTag = (tag: string, root: Element | typeof document = document) => DomUtils.getElementsByTagName(tag, root);
  const attribute = (element: Element, name: string) => DomUtils.getAttributeValue(element, name);

  function formOf(name: string): Element | undefined {
    return byTag("form").find((form) =>
      byTag("input", form).some((input) => attribute(input, "name") === "_form" && attribute(input, "value") === name),
    );
  }

  return {
    html,
    forms: byTag("form").map((form) => ({
      method: (attribute(form, "method") ?? "get").toLowerCase(),
      action: attribute(form, "action"),
      inputs: byTag("input", form).map((input) => ({
        name: attribute(input, "name"),
        type: (attribute(input, "type") ?? "text").toLowerCase(),
        value: attribute(input, "value"),
        checked: DomUtils.hasAttrib(input, "checked"),
      })),
    })),
    /** The fields of the form named `name` (its `_form` field), as it would submit them. */
    fieldsOf(name: string): Record<string, string> {
      const form = formOf(name);
      if (!form) throw new Error(`no form "${name}" in the page`);
      const fields: Record<string, string> = {};
      for (const input of byTag("input", form)) {
        const field = attribute(input, "name");
        const type = attribute(input, "type");
        if (!field || ((type === "checkbox" || type === "radio") && !DomUtils.hasAttrib(input, "checked"))) continue;
        fields[field] = attribute(input, "value") ?? (type === "checkbox" ? "on" : "");
      }
      return fields;
    },
    hasForm: (name: string) => formOf(name) !== undefined,
    /**
     * The page's visible text, breaking whitespace collapsed (the JSON data blocks left out). The no-break spaces
     * of French punctuation stay: they are what the reader sees (docs/0058-french-typography.md).
     */
    text: DomUtils.textContent(byTag("body")[0] ?? document)
      .replace(/[ \t\r\n\f]+/g, " ")
      .trim(),
    /** Messages announced as alerts. */
    alerts: DomUtils.findAll((element) => attribute(element, "role") === "alert", document.children).map((element) =>
      DomUtils.textContent(element).trim(),
    ),
    /** What <head> tells search engines and link previews. */
    head: {
      meta: (key: string) => {
        const tag = byTag("meta").find(
          (meta) => attribute(meta, "name") === key || attribute(meta, "property") === key,
        );
        return tag ? attribute(tag, "content") : undefined;
      },
      /** The address of the first `<link rel="{rel}">`. */
      link: (rel: string) => {
        const link = byTag("link").find((element) => attribute(element, "rel") === rel);
        return link ? attribute(link, "href") : undefined;
      },
      canonical: (() => {
        const link = byTag("link").find((element) => attribute(element, "rel") === "canonical");
        return link ? attribute(link, "href") : undefined;
      })(),
      structuredData: byTag("script")
        .filter((script) => attribute(script, "type") === "application/ld+json")
        .map((script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>),
    },
    headings: byTag("h1").map((heading) => DomUtils.textContent(heading).trim()),
    pageData(): PageData | undefined {
      const block = DomUtils.findOne((element) => attribute(element, "id") === "page-data", document.children);
      return block ? (JSON.parse(DomUtils.textContent(block)) as PageData) : undefined;
    },
  };
}

export type ReadPage = ReturnType<typeof readPage>;
