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
  nameInvalid:
    "Saisissez un nom fait de lettres : espaces, tirets, apostrophes et points sont acceptés, pas les chiffres, les adresses ni les liens.",
};
