/**
 * Field checks every form shares (accounts, requests, booking, applications): one wording wherever the field
 * appears.
 */
export const forms = {
  firstNameRequired: "Le prénom est obligatoire.",
  lastNameRequired: "Le nom est obligatoire.",
  emailInvalid: "Saisissez une adresse e-mail valide.",
  phoneInvalid: "Saisissez un numéro de téléphone valide (chiffres, espaces, +, points ou tirets).",
  singleLine: "Ce champ tient sur une ligne.",
  tooLong: (max: number) => `${max} caractères au maximum.`,
  idInvalid: "Identifiant invalide.",
  postTooLarge: "Le formulaire envoyé est trop volumineux.",
  postUnreadable: "Le formulaire envoyé n'a pas pu être lu. Réessayez.",
  postUnsupported: "Ce type d'envoi n'est pas accepté par ce formulaire.",
  unknownForm: "Ce formulaire est inconnu.",
  postCrossOrigin: "Cette demande vient d'un autre site : elle a été refusée.",
  nameInvalid:
    "Saisissez un nom fait de lettres : espaces, tirets, apostrophes et points sont acceptés, pas les chiffres, les adresses ni les liens.",
};
