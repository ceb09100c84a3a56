import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";
import { Portrait } from "./portrait.js";

/**
 * A member of the leadership team (« Portraits des dirigeants »). The file name is the slug of
 * /leadership/{slug}; the MDX body is the biography.
 */
export const Leader = defineDocumentType(() => ({
  name: "Leader",
  filePathPattern: "leaders/*.mdx",
  contentType: "mdx",
  fields: {
    name: { type: "string", required: true },
    title: { type: "string", required: true, description: "Role, e.g. « Directrice Technique »." },
    order: { type: "number", required: true, description: "Position in the leadership grid, from 1." },
    portrait: {
      type: "nested",
      of: Portrait,
      required: true,
      description: "How the illustrated portrait looks (/media/art/leaders/{slug}.svg, drawn at build time).",
    },
    hasPage: {
      type: "boolean",
      default: false,
      description: "Whether /leadership/{slug} exists and the card links to it.",
    },
    linkedinUrl: {
      type: "string",
      description: "Profile on the professional network (https://www.linkedin.com/in/…).",
    },
    instagramUrl: {
      type: "string",
      description: "Profile on the photo-sharing network (https://www.instagram.com/…).",
    },
    quote: { type: "string", description: "The home page's leadership quote; only the CEO has one." },
    isCeo: { type: "boolean", default: false, description: "The leader quoted on the home page; exactly one." },
  },
  computedFields: idAndHtmlFields,
}));
