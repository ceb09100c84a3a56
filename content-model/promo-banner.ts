import { defineDocumentType, defineNestedType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** Visual theme of a promotional banner: the talent challenge, or one of the two Horizon 2030 banners. */
export const promoBannerThemes = ["talent", "ai", "cloud"] as const;

/** A banner's button: a link to a page of the site, or to another site (a full URL). */
export const PromoButton = defineNestedType(() => ({
  name: "PromoButton",
  fields: {
    label: { type: "string", required: true },
    href: { type: "string", required: true, description: "Site path (with an optional query or #anchor)." },
  },
}));

/** One of the three promotional banners (home page and /blog). The MDX body is an optional extra sentence. */
export const PromoBanner = defineDocumentType(() => ({
  name: "PromoBanner",
  filePathPattern: "promo-banners/*.mdx",
  contentType: "mdx",
  fields: {
    eyebrow: { type: "string", required: true, description: "Short line above the title." },
    title: { type: "string", required: true },
    text: { type: "string", required: true, description: "One or two sentences under the title." },
    buttons: { type: "list", of: PromoButton, required: true, description: "The banner's links, in order." },
    theme: { type: "enum", options: [...promoBannerThemes], required: true },
    order: { type: "number", required: true },
  },
  computedFields: idAndHtmlFields,
}));
