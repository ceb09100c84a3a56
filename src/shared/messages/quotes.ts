/** What the instant quote's form, API and pages say (docs/0023). */
export const quotes = {
  offersRequired: "Ajoutez au moins une offre à votre devis.",
  offersTooMany: "Un devis comprend au plus 9 offres.",
  offerTwice: "Chaque offre ne figure qu'une fois dans un devis : c'est un projet, pas une quantité.",
  offerUnknown: "Cette offre n'existe pas ou n'est plus proposée.",
  companyRequired: "Indiquez votre société (ou votre nom, si vous commandez à titre personnel).",
  addressRequired: "Indiquez l'adresse de facturation.",
  vatNumberInvalid:
    "Le numéro de TVA intracommunautaire commence par le code du pays (FR…), suivi de 2 à 13 chiffres ou lettres.",
  referenceInvalid: "Référence de devis invalide.",
  quoteNotFound:
    "Ce devis n'existe pas, ou ce lien ne permet pas de l'ouvrir. Connectez-vous avec le compte qui l'a demandé.",
  acceptLinkInvalid: "Ce lien d'acceptation n'est pas valide, ou le devis a déjà été accepté.",
  alreadyAccepted: "Ce devis est déjà accepté : notre équipe vous a écrit pour la suite.",
  expired: (date: string) =>
    `Ce devis a expiré le ${date}. Demandez-en un nouveau, aux prix actuels, depuis votre panier ou votre tableau de bord.`,
  stillValid: (date: string) =>
    `Ce devis est encore valable jusqu'au ${date} : acceptez-le tel quel, un nouveau devis ne s'obtient qu'après son expiration.`,
  alreadyReplaced: (reference: string) =>
    `Ce devis a déjà été remplacé par le devis ${reference}, envoyé par e-mail : c'est celui-là qu'il faut accepter.`,
  reissueRefused: "Ce devis ne peut plus être renouvelé : il a été accepté ou remplacé entre-temps.",
  acceptedByOwner: (reference: string) =>
    `Devis ${reference} accepté, merci ! Un e-mail vous le confirme ; nous vous envoyons la facture d'acompte.`,
  reissued: (reference: string) =>
    `Nouveau devis ${reference} émis aux prix actuels : il vous a été envoyé par e-mail.`,
  pdfPending: (reference: string) =>
    `Votre devis ${reference} est enregistré, mais son PDF n'a pas pu être préparé : il vous sera envoyé par e-mail d'ici une heure ou deux. Inutile de le redemander.`,
  pdfNotReady:
    "Le PDF de ce devis est en cours de préparation. Il vous sera envoyé par e-mail ; réessayez d'ici une heure ou deux.",
  busy: "Trop de devis sont en cours d'émission. Réessayez dans quelques secondes.",
  signInToList: "Connectez-vous pour voir vos devis.",
  signInToAccept: "Connectez-vous avec le compte qui a demandé ce devis pour l'accepter.",
};
