import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** Accent colours (Tailwind palette names) from which the site draws an app's icon and screenshots. */
export const accentColors = [
  "blue",
  "violet",
  "indigo",
  "rose",
  "sky",
  "amber",
  "emerald",
  "orange",
  "teal",
  "slate",
] as const;
/** What is sold or presented. */
export const applicationTypes = ["Application", "Abonnement", "Licence", "Partenariat"] as const;
/** PEGI-style age ratings. */
export const ageRatings = ["3+", "7+", "12+", "16+", "18+"] as const;

/**
 * An item of the application catalogue. Its page is /applications/view/{title} (title URL-encoded),
 * so titles are unique. The MDX body is the « À propos » text.
 */
export const Application = defineDocumentType(() => ({
  name: "Application",
  filePathPattern: "applications/*.mdx",
  contentType: "mdx",
  fields: {
    title: { type: "string", required: true, description: "Unique: it is the URL segment of the detail page." },
    tagline: { type: "string", required: true, description: "One line under the title." },
    category: { type: "string", required: true, description: "Main category, shown on the catalogue card." },
    categories: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "Category chips of the detail page; the first is `category`.",
    },
    rating: { type: "number", required: true, description: "Average score out of 5, one decimal." },
    reviewCount: {
      type: "number",
      required: true,
      description: "Number of reviews; the page formats it (3600 → « 3,6 k »).",
    },
    kind: {
      type: "enum",
      options: [...applicationTypes],
      required: true,
      description:
        "The listing's « type » (Application, Abonnement…). Not named `type`: contentlayer reads a `type` frontmatter key as the document type name.",
    },
    ageRating: { type: "enum", options: [...ageRatings], required: true },
    contentNotes: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "Notes beside the age rating, e.g. « Achats intégrés »; may be empty.",
    },
    order: { type: "number", required: true, description: "Position in the « Nouveauté » grid, from 1." },
    accentColor: { type: "enum", options: [...accentColors], required: true },
    priceText: { type: "string", description: "Display price, e.g. « Gratuit » or « 4,99 € / mois »." },
    screenshots: {
      type: "list",
      of: { type: "string" },
      required: true,
      description:
        "What each of the six screenshots shows, in order (their alt text). scripts/art/screens draws the screens at build time.",
    },
  },
  computedFields: idAndHtmlFields,
}));
