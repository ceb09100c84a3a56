import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** Accent colours of the expertises (Tailwind palette names), one per expertise. */
export const expertiseColors = ["blue", "violet", "indigo", "rose", "sky", "amber", "emerald"] as const;
/** Icon keys the site maps to its own SVG icons. */
export const expertiseIcons = ["code", "palette", "server", "shield", "cloud", "plug", "brain"] as const;

/**
 * One of the seven expertise pillars. The file name is its id and URL segment
 * (/expertises/{id}); the MDX body is the longer presentation on the detail page.
 */
export const Expertise = defineDocumentType(() => ({
  name: "Expertise",
  filePathPattern: "expertises/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true },
    subtitle: { type: "string", required: true, description: "One line under the title on the detail page." },
    description: {
      type: "string",
      required: true,
      description: "Two or three sentences: the catalogue card and the detail page's lead.",
    },
    pillarDescription: {
      type: "string",
      required: true,
      description:
        "One or two sentences shown when the pillar is selected in the home page's « Nos Pôles d'Expertise ».",
    },
    color: {
      type: "enum",
      options: [...expertiseColors],
      required: true,
      description: "Accent colour; each expertise has its own.",
    },
    icon: { type: "enum", options: [...expertiseIcons], required: true },
    order: {
      type: "number",
      required: true,
      description: "1–7: position among the home page's pillars, also used for the catalogue grid.",
    },
    services: { type: "list", of: { type: "string" }, required: true, description: "« Nos Services »" },
    technologies: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "« Technologies utilisées »; the page shows the first three apart from the rest.",
    },
    benefits: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "« Bénéfices pour votre entreprise »",
    },
  },
  computedFields: idAndHtmlFields,
}));
