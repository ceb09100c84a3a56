/** The fixed-price offers (/start-scale): the catalogue page, its filters, an offer's card and its details. */
export const startScale = {
  heroEyebrowCaption: "Offres à prix fixe · Web, WordPress, Shopify",
  heroLead:
    "Des offres à prix fixe pour lancer et faire grandir votre présence en ligne : un site vitrine, un site WordPress ou une boutique Shopify, livrés en quelques semaines, hébergement et nom de domaine offerts.",
  seeOffersLink: "Voir les offres",
  familiesHeading: "Trois familles d'offres",
  offersHeading: "Nos offres",
  differentProjectInvite: "Un projet différent ? Parlons-en.",
  differentProjectLead:
    "Chaque offre peut être ajustée à vos besoins. Décrivez-nous votre projet : nous vous répondons avec une proposition chiffrée, sans engagement.",
  quoteIn24hLink: "Devis gratuit en 24 h",
  whyFixedPricesQuestion: "Pourquoi choisir nos offres à prix fixe ?",
  filterLabel: "Filtrer les offres",
  popularCaption: "Populaire",
  includingTaxBefore: "soit",
  moreFeaturesCaption: (count: number) =>
    count === 1 ? "+ 1 autre fonctionnalité" : `+ ${count} autres fonctionnalités`,
  referenceLabel: "Référence : ",
  keywordsLabel: "Mots-clés",
  deliveryTimeLabel: "Délai",
  supportLabel: "Support",
  discoverOfferLink: "Découvrir cette offre",
  includedHeading: "Ce qui est inclus",
  processHeading: "Notre processus",
  deliverablesHeading: "Livrables finaux",
  idealForHeading: "Idéal pour :",
  prerequisitesHeading: "À prévoir :",
  nextStepsHeading: "Évolutions possibles :",
  customQuoteLink: "Devis personnalisé",
  closeLabel: "Fermer",
  fixedPriceOffersLink: "Voir nos offres à prix fixe",
};
