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
  pageDescription:
    "Web and mobile development, design, back end, cloud, cyber security, AI and integration: a French team at the service of your projects.",
  playVideoLabel: "Play the video",
  pauseVideoLabel: "Pause the video",
  visionObjectiveTitle: "Bringing our vision to life",
  visionObjectiveText: "Useful, frugal and accessible digital technology in every project we take on.",
  connectObjectiveTitle: "Connecting digital professionals",
  connectObjectiveText: "Bringing clients, partners and the community's talent together around shared ambitions.",
  futureObjectiveTitle: "Building the future",
  futureObjectiveText: "Investing today in AI, sovereign cloud and security.",
  newsSlideOfCaption: (index: number, count: number) => `${index} of ${count}`,
  showNewsLabel: (index: number, label: string) => `Show news item ${index}: ${label}`,
  currentNewsCaption: (index: number, count: number, title: string) => `News item ${index} of ${count}: ${title}`,
  articleTitleCaption: (title: string) => `: ${title}`,
};
