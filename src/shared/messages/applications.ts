/** What a job application says about the job and the CV it sends. */
export const applications = {
  jobUnknown: "Cette offre d'emploi n'existe pas ou n'est plus ouverte.",
  cvRequired: "Joignez votre CV (PDF, DOC ou DOCX).",
  cvTooLarge: "Le CV ne doit pas dépasser 5 Mo.",
  cvWrongType: "Le CV doit être un fichier PDF, DOC ou DOCX.",
  uploadInvalid: "Le formulaire envoyé est incomplet ou mal formé : envoyez un seul fichier, dans le champ « cv ».",
  cvInflated:
    "Ce fichier DOCX ne peut pas être accepté : une fois décompressé, il dépasserait 50 Mo, ou sa structure est anormale. Enregistrez-le de nouveau depuis votre traitement de texte, ou envoyez-le en PDF.",
  sendFailed: "La candidature n'a pas pu être envoyée. Réessayez.",
};
