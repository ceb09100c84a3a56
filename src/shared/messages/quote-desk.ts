/** What the server says about quotes being issued, fetched and accepted: no screen reads these. */
export const quoteDesk = {
  offerUnknown: "Cette offre n'existe pas ou n'est plus proposée.",
  quoteNotFound:
    "Ce devis n'existe pas, ou ce lien ne permet pas de l'ouvrir. Connectez-vous avec le compte qui l'a demandé.",
  alreadyAccepted: "Ce devis est déjà accepté : notre équipe vous a écrit pour la suite.",
  stillValid: (date: string) =>
    `Ce devis est encore valable jusqu'au ${date} : acceptez-le tel quel, un nouveau devis ne s'obtient qu'après son expiration.`,
  reissueRefused: "Ce devis ne peut plus être renouvelé : il a été accepté ou remplacé entre-temps.",
  pdfPending: (reference: string) =>
    `Votre devis ${reference} est enregistré, mais son PDF n'a pas pu être préparé : il vous sera envoyé par e-mail d'ici une heure ou deux. Inutile de le redemander.`,
  pdfNotReady:
    "Le PDF de ce devis est en cours de préparation. Il vous sera envoyé par e-mail ; réessayez d'ici une heure ou deux.",
  busy: "Trop de devis sont en cours d'émission. Réessayez dans quelques secondes.",
  signInToList: "Connectez-vous pour voir vos devis.",
  signInToAccept: "Connectez-vous avec le compte qui a demandé ce devis pour l'accepter.",
};
