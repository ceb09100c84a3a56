import { messages } from "../../shared/messages/catalogue.js";
import { brand } from "../../shared/site/brand.js";
import type { RouteName } from "../shared/route-table.js";

/**
 * The link-preview card (1200 × 630 JPEG under public/media/share, drawn by scripts/media/make-share-images.ts)
 * each route shows when shared: one per part of the site; a route missing here shows the company's card.
 */
export const shareCardOf: Partial<Record<RouteName, ShareCard>> = {
  support: "assistance",
  "support-request": "assistance",
  "priority-request": "assistance",
  contact: "projet",
  booking: "projet",
  "booking-cancel": "projet",
  "start-scale": "start-scale",
  offer: "start-scale",
  careers: "carriere",
  "job-apply": "carriere",
  leadership: "dirigeants",
  leader: "dirigeants",
  applications: "applications",
  application: "applications",
  expertises: "expertises",
  expertise: "expertises",
};

/** Every card, with the words it shows: the drawing script and the tests read this list. */
export const shareCards = {
  novadis: { title: brand.name, line: messages.shareCards.novadisCaption },
  expertises: { title: messages.common.ourExpertisesTitle, line: messages.shareCards.expertisesCaption },
  "start-scale": { title: messages.shareCards.startScaleTitle, line: messages.shareCards.startScaleCaption },
  projet: { title: messages.common.projectLink, line: messages.common.freeQuoteCaption },
  carriere: { title: messages.pageTrail.careersLink, line: messages.shareCards.careersCaption },
  dirigeants: { title: messages.shareCards.leadershipTitle, line: messages.shareCards.leadershipCaption },
  applications: { title: messages.pageTrail.applicationsLink, line: messages.shareCards.applicationsCaption },
  assistance: { title: messages.shareCards.supportTitle, line: messages.shareCards.supportQuestion },
} as const;

export type ShareCard = keyof typeof shareCards;

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

export const shareCardPath = (card: ShareCard) => `/media/share/${card}.jpg`;

/** What a card shows (the logo aside), for link previews' `og:image:alt`. */
export const shareCardAlt = (card: ShareCard) => `${shareCards[card].title} — ${shareCards[card].line}`;
