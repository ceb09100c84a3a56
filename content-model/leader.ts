import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";
import { Portrait } from "./portrait.js";

/**
 * A member of the leadership team (« Portraits des dirigeants »), each with a page: the file name is the slug of
 * /leadership/{slug}; the MDX body is the biography.
 */
export const Leader = defineDocumentType(() => ({
  name: "Leader",
  filePathPattern: "leaders/*.mdx",
  contentType: "mdx",
  fields: {
    name: { type: "string", required: true },
    title: { type: "string", required: true, description: "Role, e.g. « Directrice technique »." },
    order: { type: "number", required: true, description: "Position in the leadership grid, from 1." },
    portrait: {
      type: "nested",
      of: Portrait,
      required: true,
      description: "How the illustrated portrait looks (/media/art/leaders/{slug}.svg, drawn at build time).",
    },
    linkedinUrl: {
      type: "string",
      description: "Profile on the professional network (https://www.linkedin.com/in/…).",
    },
    instagramUrl: {
      type: "string",
      description: "Profile on the photo-sharing network (https://www.instagram.com/…).",
    },
    quote: {
      type: "string",
      required: true,
      description:
        "In the leader's own words, without quotation marks: their page's; the CEO's is the home page's too.",
    },
    isCeo: { type: "boolean", default: false, description: "The leader quoted on the home page; exactly one." },
    skills: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "« Domaines de compétence »: what the leader is known for, in a few words each.",
    },
    expertises: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "Ids of the expertises they lead or oversee (content/expertises file names).",
    },
    caseStudies: {
      type: "list",
      of: { type: "string" },
      required: true,
      description:
        "Ids of the case studies of their teams the page shows (content/case-studies file names); may be empty.",
    },
  },
  computedFields: idAndHtmlFields,
}));
