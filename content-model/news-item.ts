import { defineDocumentType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

/** The five labels of the home-page news section, one card each (spec §2 Landing). */
export const newsLabels = ["Nouveauté", "Partenariat", "Événement", "Business", "Régional"] as const;
/** Keys of our own CSS/SVG artwork drawn behind a news card (no photo). */
export const newsArtworks = ["aurora", "grid", "waves", "orbit", "mesh"] as const;

/** A news card of the home page. The MDX body is the text shown when the card is expanded. */
export const NewsItem = defineDocumentType(() => ({
  name: "NewsItem",
  filePathPattern: "news/*.mdx",
  contentType: "mdx",
  fields: {
    label: { type: "enum", options: [...newsLabels], required: true },
    title: { type: "string", required: true },
    subtitle: { type: "string", required: true, description: "One line under the title." },
    order: { type: "number", required: true, description: "1 to 5; the card of order 1 is expanded first." },
    artwork: { type: "enum", options: [...newsArtworks], required: true },
    date: { type: "date", required: true },
    linkLabel: { type: "string", description: "Text of the card's link, when it has one." },
  },
  computedFields: idAndHtmlFields,
}));
