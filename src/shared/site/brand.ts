/** The company's name and signature, used in titles, the header and mail. */
export const brand = {
  name: "Novadis",
  tagline: "Le numérique qui fait grandir les entreprises",
} as const;
