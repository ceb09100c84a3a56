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
  novadis: { title: "Novadis", line: "Le numérique qui fait grandir les entreprises" },
  expertises: { title: "Nos expertises", line: "Web, mobile, design, cloud, sécurité, IA et intégration" },
  "start-scale": { title: "Start & Scale", line: "Des offres à prix fixe pour lancer et grandir" },
  projet: { title: "Parlons de votre projet", line: "Devis gratuit, réponse sous 24 h ouvrées" },
  carriere: { title: "Carrière", line: "Rejoignez les équipes Novadis" },
  dirigeants: { title: "Nos dirigeants", line: "Les femmes et les hommes qui conduisent Novadis" },
  applications: { title: "Applications", line: "Les applications conçues par Novadis" },
  assistance: { title: "Centre d'aide", line: "Comment pouvons-nous vous aider ?" },
} as const;

export type ShareCard = keyof typeof shareCards;

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

export const shareCardPath = (card: ShareCard) => `/media/share/${card}.jpg`;

/** What a card shows (the logo aside), for link previews' `og:image:alt`. */
export const shareCardAlt = (card: ShareCard) => `${shareCards[card].title} — ${shareCards[card].line}`;
