/** The page of a quote mail's acceptance link (/devis/acceptation): the quote's summary and its two buttons. */
export const quoteAcceptance = {
  pageTitle: "Accepter un devis",
  pageDescription: "Acceptez en ligne votre devis Novadis.",
  quoteLabel: "Devis",
  totalLabel: "Total",
  validUntilLabel: "Valable jusqu'au",
  linesCaption: (reference: string) => `Lignes du devis ${reference}`,
  offerColumn: "Offre",
  deliveryColumn: "Délai",
  priceColumn: "Prix",
  totalExcludingTaxLabel: "Total hors taxes",
  vatLabel: "TVA (20 %)",
  totalIncludingTaxLabel: "Total toutes taxes comprises",
  downloadLink: (reference: string) => `Télécharger le devis ${reference} (PDF)`,
  reissueExplained:
    "Un nouveau devis reprend les mêmes offres aux prix actuels, sous une nouvelle référence, valable 30 jours. Il vous est envoyé par e-mail.",
  reissuing: "Émission…",
  seeOffersLink: "Voir les offres Start & Scale",
  accepted:
    "Devis accepté, merci ! Un e-mail vous le confirme ; nous vous envoyons la facture d'acompte et vous contactons sous 24 h ouvrées. Le devis en PDF reste joint à l'e-mail qui vous l'a adressé.",
  acceptingBefore: "En acceptant ce devis, vous passez commande aux conditions qu'il décrit et à nos",
  termsOfSaleLink: "conditions générales de vente",
  accepting: "Acceptation…",
};
