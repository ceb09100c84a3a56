import type { Catalogue } from "../catalogue.js";

/** The link-preview cards' words, in English (share-cards.ts). */
export const shareCards: Catalogue["shareCards"] = {
  novadisCaption: "Digital technology that helps businesses grow",
  expertisesCaption: "Web, mobile, design, cloud, security, AI and integration",
  startScaleTitle: "Start & Scale",
  startScaleCaption: "Fixed-price offers to launch and grow",
  careersCaption: "Join the Novadis teams",
  leadershipTitle: "Our leaders",
  leadershipCaption: "The women and men who lead Novadis",
  applicationsCaption: "The apps designed by Novadis",
  supportTitle: "Help centre",
  supportQuestion: "How can we help you?",
};
