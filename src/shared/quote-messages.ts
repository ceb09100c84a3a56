/** What the instant quote's form, API and pages say (docs/0023). */
export const offersRequired = "Ajoutez au moins une offre à votre devis.";
export const offersTooMany = "Un devis comprend au plus 9 offres.";
export const offerTwice = "Chaque offre ne figure qu'une fois dans un devis : c'est un projet, pas une quantité.";
export const offerUnknown = "Cette offre n'existe pas ou n'est plus proposée.";
export const companyRequired = "Indiquez votre société (ou votre nom, si vous commandez à titre personnel).";
export const addressRequired = "Indiquez l'adresse de facturation.";
export const vatNumberInvalid =
  "Le numéro de TVA intracommunautaire commence par le code du pays (FR…), suivi de 2 à 13 chiffres ou lettres.";
export const referenceInvalid = "Référence de devis invalide.";
export const quoteNotFound =
  "Ce devis n'existe pas, ou ce lien ne permet pas de l'ouvrir. Connectez-vous avec le compte qui l'a demandé.";
export const acceptLinkInvalid = "Ce lien d'acceptation n'est pas valide, ou le devis a déjà été accepté.";
export const alreadyAccepted = "Ce devis est déjà accepté : notre équipe vous a écrit pour la suite.";
export const expired = (date: string) =>
  `Ce devis a expiré le ${date}. Demandez-en un nouveau, aux prix actuels, depuis votre panier ou votre tableau de bord.`;
export const stillValid = (date: string) =>
  `Ce devis est encore valable jusqu'au ${date} : acceptez-le tel quel, un nouveau devis ne s'obtient qu'après son expiration.`;
export const alreadyReplaced = (reference: string) =>
  `Ce devis a déjà été remplacé par le devis ${reference}, envoyé par e-mail : c'est celui-là qu'il faut accepter.`;
export const reissueRefused = "Ce devis ne peut plus être renouvelé : il a été accepté ou remplacé entre-temps.";
export const acceptedByOwner = (reference: string) =>
  `Devis ${reference} accepté, merci ! Un e-mail vous le confirme ; nous vous envoyons la facture d'acompte.`;
export const reissued = (reference: string) =>
  `Nouveau devis ${reference} émis aux prix actuels : il vous a été envoyé par e-mail.`;
export const busy = "Trop de devis sont en cours d'émission. Réessayez dans quelques secondes.";
export const signInToList = "Connectez-vous pour voir vos devis.";
export const signInToAccept = "Connectez-vous avec le compte qui a demandé ce devis pour l'accepter.";
