/**
 * What the request forms and their APIs say (contact, quote, support, priority assistance, booking,
 * applications). French: unlike `/auth/*`, these APIs have no English contract to keep.
 */
export const typeUnknown = "Choisissez le type de demande : devis, contact, assistance ou assistance prioritaire.";
export const firstNameRequired = "Le prénom est obligatoire.";
export const lastNameRequired = "Le nom est obligatoire.";
export const emailInvalid = "Saisissez une adresse e-mail valide.";
export const phoneInvalid = "Saisissez un numéro de téléphone valide (chiffres, espaces, +, points ou tirets).";
export const singleLine = "Ce champ tient sur une ligne.";
export const tooLong = (max: number) => `${max} caractères au maximum.`;
export const messageRequired = "Écrivez votre message.";
export const categoryRequired = "Choisissez une catégorie.";
export const categoryUnknown = "Cette catégorie d'assistance n'existe pas.";
export const offerUnknown = "Cette offre n'existe pas.";
export const expertiseUnknown = "Cette expertise n'existe pas.";
export const idInvalid = "Identifiant invalide.";
export const sourcePageInvalid = "La page d'origine doit être un chemin du site, par exemple /start-scale.";
export const clientKeyRequired = "Saisissez votre clé client.";
export const clientKeyUnknown =
  "Cette clé client est inconnue. Vous la trouverez dans votre espace client (tableau de bord) ; vérifiez-la et réessayez.";
export const consentRequired = "Acceptez la politique de confidentialité pour envoyer votre demande.";
export const slotRequired = "Choisissez un créneau.";
export const slotNotOffered = "Ce créneau n'est pas proposé. Choisissez-en un dans la liste des créneaux libres.";
export const slotTaken = "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez-en un autre.";
export const cancelLinkInvalid = "Ce lien d'annulation n'est pas valide, ou le rendez-vous a déjà été annulé.";
export const bookingPast = "Ce rendez-vous est déjà passé : il ne peut plus être annulé.";
export const jobUnknown = "Cette offre d'emploi n'existe pas ou n'est plus ouverte.";
export const cvRequired = "Joignez votre CV (PDF, DOC ou DOCX).";
export const cvTooLarge = "Le CV ne doit pas dépasser 5 Mo.";
export const cvWrongType = "Le CV doit être un fichier PDF, DOC ou DOCX.";
export const uploadInvalid =
  "Le formulaire envoyé est incomplet ou mal formé : envoyez un seul fichier, dans le champ « cv ».";
export const nameInvalid =
  "Saisissez un nom fait de lettres : espaces, tirets, apostrophes et points sont acceptés, pas les chiffres, les adresses ni les liens.";
export const cvInflated =
  "Ce fichier DOCX ne peut pas être accepté : une fois décompressé, il dépasserait 50 Mo, ou sa structure est anormale. Enregistrez-le de nouveau depuis votre traitement de texte, ou envoyez-le en PDF.";
