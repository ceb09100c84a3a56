/**
 * What the account area says about the account's identity: its e-mail address and its sign-in methods
 * (docs/0027-account-identity.md). French, like the rest of the site's own texts.
 */
export const sameEmail = "C'est déjà l'adresse de votre compte.";
export const emailInUse = "Cette adresse est déjà utilisée par un autre compte.";
export const emailChangeSent = (address: string) =>
  `Un lien de confirmation vient d'être envoyé à ${address}. Votre adresse actuelle reste en place jusqu'à ce que vous cliquiez dessus.`;
export const emailChangeLinkInvalid =
  "Ce lien de changement d'adresse n'est plus valable : il a expiré, a déjà servi ou a été annulé.";
export const emailChangeTakenMeanwhile =
  "Cette adresse est désormais utilisée par un autre compte : le changement n'a pas été fait. Votre adresse reste inchangée.";
export const emailChanged = (address: string) => `Votre adresse e-mail est désormais ${address}.`;
export const cancelLinkInvalid = "Ce lien d'annulation n'est plus valable : il a expiré ou a déjà servi.";
export const oldEmailTaken =
  "Votre ancienne adresse est désormais utilisée par un autre compte : écrivez au support pour récupérer votre compte.";
export const emailChangeCancelled =
  "Le changement d'adresse est annulé : votre compte garde cette adresse et les autres sessions ont été fermées. Changez maintenant votre mot de passe.";
export const lastMethod =
  "Impossible de retirer votre seule méthode de connexion : ajoutez d'abord un mot de passe ou une autre méthode.";
export const googleNotLinked = "Aucun compte Google n'est associé à votre compte.";
export const googleAlreadyLinked =
  "Un compte Google est déjà associé à votre compte : retirez-le d'abord pour en associer un autre.";
export const googleLinkedElsewhere = "Ce compte Google est déjà associé à un autre compte Novadis.";
export const googleLinked = "Votre compte Google est associé : vous pouvez vous connecter avec lui.";
export const googleUnlinked = "Votre compte Google n'est plus associé à votre compte.";
export const googleLinkFailed = "L'association avec Google a échoué. Réessayez.";
export const passwordAlreadySet = "Ce compte a déjà un mot de passe : utilisez « Changer de mot de passe ».";
export const passwordSet =
  "Votre mot de passe est défini : vous pouvez aussi vous connecter avec votre adresse e-mail.";
export const passkeyNameRequired = "Donnez un nom à cette clé d'accès (par exemple « Téléphone »).";
export const passkeyNameTooLong = "Le nom de la clé d'accès ne doit pas dépasser 60 caractères.";
export const passkeyAdded = "Votre clé d'accès est enregistrée : vous pouvez vous connecter avec elle.";
export const passkeyRemoved = "La clé d'accès est supprimée.";
export const passkeyNotFound = "Cette clé d'accès n'existe pas ou n'appartient pas à votre compte.";
export const passkeyRegistrationFailed =
  "La clé d'accès n'a pas pu être enregistrée : la demande a expiré ou la réponse de l'appareil est invalide. Réessayez.";
export const passkeyOfAnotherAccount = "Cette clé d'accès appartient à un autre compte.";
export const passkeyUnsupported = "Ce navigateur ne gère pas les clés d'accès.";
