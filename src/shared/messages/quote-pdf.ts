/** The words of a quote's PDF (server/quotes/quote-pdf.ts), in the language the quote was requested in (docs/0068). */
export const quotePdf = {
  documentTitle: (reference: string) => `Devis ${reference}`,
  subjectCaption: (siteName: string) => `Devis de ${siteName}`,
  validUntilCaption: (date: string) => `Valable jusqu'au ${date}`,
  replacesCaption: (reference: string) => `Remplace le devis ${reference}`,
  registeredOfficeLabel: "Siège social",
  clientHeading: "Client",
  offerColumn: "Offre",
  priceColumn: "Prix HT",
  scheduleHeading: "Échéancier",
  depositCaption: (percent: number) => `Acompte de ${percent}\u00a0% à l'acceptation du devis`,
  balanceCaption: (percent: number) => `Solde de ${percent}\u00a0% à la réception des livrables`,
  paymentStart:
    "L'exécution commence à l'encaissement de l'acompte ; le solde est payable par virement bancaire à trente jours.",
  paymentTermsHeading: "Conditions de paiement (conditions générales de vente, article 4)",
  howToAccept:
    "Pour accepter ce devis, utilisez le lien « Accepter le devis » de l'e-mail qui l'accompagne ou votre espace client, avant sa date de fin de validité.",
};
