/** What the instant quote's form, API and pages say (issue 16). */
export const quoteMessages = {
  offersRequired: "Ajoutez au moins une offre à votre devis.",
  offersTooMany: "Un devis comprend au plus 9 offres.",
  offerTwice: "Chaque offre ne figure qu'une fois dans un devis : c'est un projet, pas une quantité.",
  offerUnknown: "Cette offre n'existe pas ou n'est plus proposée.",
  companyRequired: "Indiquez votre société (ou votre nom, si vous commandez à titre personnel).",
  addressRequired: "Indiquez l'adresse de facturation.",
  vatNumberInvalid:
    "Le numéro de TVA intracommunautaire commence par le code du pays (FR…), suivi de 2 à 13 chiffres ou lettres.",
  referenceInvalid: "Référence de devis invalide.",
  quoteNotFound:
    "Ce devis n'existe pas, ou ce lien ne permet pas de l'ouvrir. Connectez-vous avec le compte qui l'a demandé.",
  acceptLinkInvalid: "Ce lien d'acceptation n'est pas valide, ou le devis a déjà été accepté.",
  alreadyAccepted: "Ce devis est déjà accepté : notre équipe vous a écrit pour la suite.",
  expired: (date: string) =>
    `Ce devis a expiré le ${date}. Demandez-en un nouveau, aux prix actuels, depuis votre panier ou votre tableau de bord.`,
  signInToList: "Connectez-vous pour voir vos devis.",
  signInToAccept: "Connectez-vous avec le compte qui a demandé ce devis pour l'accepter.",
} as const;
