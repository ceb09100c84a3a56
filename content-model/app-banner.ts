import { defineDocumentType } from "contentlayer2/source-files";
import { accentColors } from "./application.js";
import { idAndHtmlFields } from "./mdx-html.js";

/** A slide of the application catalogue's banner carousel. The MDX body is one sentence of copy. */
export const AppBanner = defineDocumentType(() => ({
  name: "AppBanner",
  filePathPattern: "app-banners/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    subtitle: { type: "string", required: true },
    priceText: {
      type: "string",
      required: true,
      description: "Kept as data, not displayed (the original banners' prices, in US dollars).",
    },
    application: {
      type: "string",
      required: true,
      description: "Title of the Application it promotes; the banner links to its page.",
    },
    accentColor: { type: "enum", options: [...accentColors], required: true },
    order: { type: "number", required: true, description: "Position in the carousel, from 1." },
  },
  computedFields: idAndHtmlFields,
}));
