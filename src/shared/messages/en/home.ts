import type { Catalogue } from "../catalogue.js";

/** The home page, in English (home.ts). */
export const home: Catalogue["home"] = {
  heroEyebrowCaption: "Digital services · Lyon & Grenoble",
  heroLead:
    "Web and mobile development, design, back end, cloud, cyber security, artificial intelligence and integration: a French team to design, launch and grow your digital services.",
  discoverLink: "Discover",
  pillarsHeading: "Our areas of expertise",
  pillarsLead: "Seven technology pillars to build your company's future.",
  pillarOfCaption: (order: number, count: number) => `Area ${order} of ${count}`,
  horizonEyebrowCaption: "Our programme",
  horizonHeadingBefore: "Horizon",
  horizonLead:
    "Our roadmap for the decade: three goals to help businesses and regions grow with trustworthy digital technology.",
  horizonLink: "Explore the horizon",
  horizonMapLabel: "Map of Europe centred on France, the starting point of Horizon 2030",
  zoomInLabel: "Zoom in",
  zoomOutLabel: "Zoom out",
  newsEyebrowCaption: "News",
  newsHeading: "The latest news from Novadis",
  readArticleLink: "Read the article",
  previousNewsLabel: "Previous news item",
  nextNewsLabel: "Next news item",
  ceoQuoteHeading: "A word from our CEO",
  ceoPortraitLink: "Read their profile",
};
