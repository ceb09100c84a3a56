import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

export const offerGroupIcons = ["code", "wordpress", "shopping-bag"] as const;

/** A group of Start & Scale offers (one per category). The MDX body is its introduction. */
export const OfferGroup = defineDocumentType(() => ({
  name: "OfferGroup",
  filePathPattern: "offer-groups/*.mdx",
  contentType: "mdx",
  fields: {
    name: { type: "string", required: true },
    description: { type: "string", required: true, description: "One sentence shown with the group." },
    icon: { type: "enum", options: [...offerGroupIcons], required: true },
    order: { type: "number", required: true, description: "Display order, from 1." },
  },
  computedFields: idAndHtmlFields,
}));
