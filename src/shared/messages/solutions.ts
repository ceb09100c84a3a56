/** The solutions' pages, one per audience: their sections and their offers' cards. */
export const solutions = {
  needsHeading: "Vos enjeux",
  fixedPriceOffersHeading: "Nos offres à prix fixe",
  allOffersLink: "Toutes les offres Start & Scale",
  expertisesHeading: "Nos expertises mobilisées",
  wayOfWorkingHeading: "Notre façon de travailler",
  projectQuestion: "Un projet en tête ?",
  projectInvitation:
    "Décrivez-nous votre besoin : l’équipe commerciale vous répond sous 24 h ouvrées, avec une proposition chiffrée ou les questions qui nous manquent pour l’établir.",
  audienceLabel: (audience: string) => `Solutions · ${audience}`,
  /** Under an offer's price before tax. */
  priceAndDeliveryCaption: (priceWithTax: string, deliveryTime: string) =>
    `soit ${priceWithTax}, livré en ${deliveryTime}`,
  featuresLabel: "Points forts",
  offerLink: "Voir l’offre",
};
