/**
 * What the request forms and their APIs say (contact, quote, support, priority assistance, booking,
 * applications). French: these forms are not in the spec's English catalogue.
 */
export const requestMessages = {
  typeUnknown: "Choisissez le type de demande : devis, contact, assistance ou assistance prioritaire.",
  firstNameRequired: "Le prénom est obligatoire.",
  lastNameRequired: "Le nom est obligatoire.",
  emailInvalid: "Saisissez une adresse e-mail valide.",
  phoneInvalid: "Saisissez un numéro de téléphone valide (chiffres, espaces, +, points ou tirets).",
  singleLine: "Ce champ tient sur une ligne.",
  tooLong: (max: number) => `${max} caractères au maximum.`,
  messageRequired: "Écrivez votre message.",
  categoryRequired: "Choisissez une catégorie.",
  categoryUnknown: "Cette catégorie d'assistance n'existe pas.",
  offerUnknown: "Cette offre n'existe pas.",
  expertiseUnknown: "Cette expertise n'existe pas.",
  idInvalid: "Identifiant invalide.",
  sourcePageInvalid: "La page d'origine doit être un chemin du site, par exemple /start-scale.",
  clientKeyRequired: "Saisissez votre clé client.",
  clientKeyUnknown:
    "Cette clé client est inconnue. Vous la trouverez dans votre espace client (tableau de bord) ; vérifiez-la et réessayez.",
  consentRequired: "Acceptez la politique de confidentialité pour envoyer votre demande.",
  slotRequired: "Choisissez un créneau.",
  slotNotOffered: "Ce créneau n'est pas proposé. Choisissez-en un dans la liste des créneaux libres.",
  slotTaken: "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez-en un autre.",
  cancelLinkInvalid: "Ce lien d'annulation n'est pas valide, ou le rendez-vous a déjà été annulé.",
  bookingPast: "Ce rendez-vous est déjà passé : il ne peut plus être annulé.",
  jobUnknown: "Cette offre d'emploi n'existe pas ou n'est plus ouverte.",
  cvRequired: "Joignez votre CV (PDF, DOC ou DOCX).",
  cvTooLarge: "Le CV ne doit pas dépasser 5 Mo.",
  cvWrongType: "Le CV doit être un fichier PDF, DOC ou DOCX.",
  uploadInvalid: "Le formulaire envoyé est incomplet ou mal formé : envoyez un seul fichier, dans le champ « cv ».",
} as const;
