/** What the instant quote's form, API and pages say (docs/0023). */
export const quotes = {
  offersRequired: "Ajoutez au moins une offre à votre devis.",
  offersTooMany: "Un devis comprend au plus 9 offres.",
  offerTwice: "Chaque offre ne figure qu'une fois dans un devis : c'est un projet, pas une quantité.",
  companyRequired: "Indiquez votre société (ou votre nom, si vous commandez à titre personnel).",
  addressRequired: "Indiquez l'adresse de facturation.",
  vatNumberInvalid:
    "Le numéro de TVA intracommunautaire commence par le code du pays (FR…), suivi de 2 à 13 chiffres ou lettres.",
  referenceInvalid: "Référence de devis invalide.",
  acceptLinkInvalid: "Ce lien d'acceptation n'est pas valide, ou le devis a déjà été accepté.",
  expired: (date: string) =>
    `Ce devis a expiré le ${date}. Demandez-en un nouveau, aux prix actuels, depuis votre panier ou votre tableau de bord.`,
  alreadyReplaced: (reference: string) =>
    `Ce devis a déjà été remplacé par le devis ${reference}, envoyé par e-mail : c'est celui-là qu'il faut accepter.`,
  acceptedByOwner: (reference: string) =>
    `Devis ${reference} accepté, merci ! Un e-mail vous le confirme ; nous vous envoyons la facture d'acompte.`,
  reissued: (reference: string) =>
    `Nouveau devis ${reference} émis aux prix actuels : il vous a été envoyé par e-mail.`,
  issuedStateLabel: "Émis",
  acceptedStateLabel: "Accepté",
  expiredStateLabel: "Expiré",
};
