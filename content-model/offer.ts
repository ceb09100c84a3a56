import { defineDocumentType, defineNestedType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

export const offerCategories = ["web", "wordpress", "shopify", "mobile", "saas", "consulting"] as const;
export const offerTiers = ["start", "essential", "launch", "enterprise"] as const;

const DetailedFeatures = defineNestedType(() => ({
  name: "DetailedFeatures",
  fields: {
    included: { type: "list", of: { type: "string" }, required: true, description: "« Ce qui est inclus »" },
    process: { type: "list", of: { type: "string" }, required: true, description: "« Notre processus », in order" },
    deliverables: { type: "list", of: { type: "string" }, required: true, description: "« Livrables finaux »" },
  },
}));

/** A fixed-price Start & Scale offer. The MDX body is its detailed description. */
export const Offer = defineDocumentType(() => ({
  name: "Offer",
  filePathPattern: "offers/*.mdx",
  contentType: "mdx",
  fields: {
    name: { type: "string", required: true },
    description: { type: "string", required: true, description: "One or two sentences shown on the card." },
    category: { type: "enum", options: [...offerCategories], required: true },
    tier: { type: "enum", options: [...offerTiers], required: true },
    popular: { type: "boolean", default: false },
    tags: { type: "list", of: { type: "string" }, required: true },
    price: {
      type: "number",
      required: true,
      description: "Fixed price in euros excluding VAT, e.g. 1890 (a number: the build refuses text).",
    },
    features: { type: "list", of: { type: "string" }, required: true },
    detailedFeatures: { type: "nested", of: DetailedFeatures, required: true },
    reference: { type: "string", required: true, description: "A client project of this kind." },
    deliveryTime: { type: "string", required: true },
    support: { type: "string", required: true },
    targetAudience: { type: "list", of: { type: "string" }, required: true, description: "« Idéal pour : »" },
    prerequisites: { type: "list", of: { type: "string" }, description: "« À prévoir : »" },
    nextSteps: { type: "list", of: { type: "string" }, description: "« Évolutions possibles : »" },
  },
  computedFields: idAndHtmlFields,
}));
