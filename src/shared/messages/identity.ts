/** What the account area says about the account's identity: its e-mail address and its sign-in methods (docs/0027-account-identity.md). */
export const identity = {
  sameEmail: "C'est déjà l'adresse de votre compte.",
  emailInUse: "Cette adresse est déjà utilisée par un autre compte.",
  emailChangeSent: (address: string) =>
    `Un lien de confirmation vient d'être envoyé à ${address}. Votre adresse actuelle reste en place jusqu'à ce que vous cliquiez dessus.`,
  emailChangeLinkInvalid:
    "Ce lien de changement d'adresse n'est plus valable : il a expiré, a déjà servi ou a été annulé.",
  emailChangeTakenMeanwhile:
    "Cette adresse est désormais utilisée par un autre compte : le changement n'a pas été fait. Votre adresse reste inchangée.",
  emailChanged: (address: string) => `Votre adresse e-mail est désormais ${address}.`,
  cancelLinkInvalid: "Ce lien d'annulation n'est plus valable : il a expiré ou a déjà servi.",
  oldEmailTaken:
    "Votre ancienne adresse est désormais utilisée par un autre compte : écrivez au support pour récupérer votre compte.",
  emailChangeCancelled:
    "Le changement d'adresse est annulé : votre compte garde cette adresse et les autres sessions ont été fermées. Changez maintenant votre mot de passe.",
  lastMethod:
    "Impossible de retirer votre seule méthode de connexion : ajoutez d'abord un mot de passe ou une autre méthode.",
  googleNotLinked: "Aucun compte Google n'est associé à votre compte.",
  googleAlreadyLinked:
    "Un compte Google est déjà associé à votre compte : retirez-le d'abord pour en associer un autre.",
  googleLinkedElsewhere: "Ce compte Google est déjà associé à un autre compte Novadis.",
  googleLinked: "Votre compte Google est associé : vous pouvez vous connecter avec lui.",
  googleUnlinked: "Votre compte Google n'est plus associé à votre compte.",
  googleLinkFailed: "L'association avec Google a échoué. Réessayez.",
  passwordAlreadySet: "Ce compte a déjà un mot de passe : utilisez « Changer de mot de passe ».",
  passwordSet: "Votre mot de passe est défini : vous pouvez aussi vous connecter avec votre adresse e-mail.",
  passkeyNameRequired: "Donnez un nom à cette clé d'accès (par exemple « Téléphone »).",
  passkeyNameTooLong: "Le nom de la clé d'accès ne doit pas dépasser 60 caractères.",
  passkeyAdded: "Votre clé d'accès est enregistrée : vous pouvez vous connecter avec elle.",
  passkeyRemoved: "La clé d'accès est supprimée.",
  passkeyNotFound: "Cette clé d'accès n'existe pas ou n'appartient pas à votre compte.",
  passkeyRegistrationFailed:
    "La clé d'accès n'a pas pu être enregistrée : la demande a expiré ou la réponse de l'appareil est invalide. Réessayez.",
  passkeyOfAnotherAccount: "Cette clé d'accès appartient à un autre compte.",
  passkeyUnsupported: "Ce navigateur ne gère pas les clés d'accès.",
};
