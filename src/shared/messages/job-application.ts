/** A job offer's page (/careers/{jobId}) and its application form. */
export const jobApplication = {
  pageTitle: (job: string) => `Postuler : ${job}`,
  seeJobsLink: "Voir nos offres d'emploi",
  allJobsLink: "← Toutes nos offres",
  sentLabel: "Candidature envoyée",
  sentBefore: "Votre candidature est envoyée. Référence : ",
  confirmationSent:
    "Un e-mail de confirmation vous a été envoyé. Notre équipe de recrutement lit votre candidature et vous répond par e-mail.",
  cvLabel: "CV",
  cvHint: "PDF, DOC ou DOCX, 5 Mo au plus.",
  messageLabel: "Message (facultatif)",
  sendButton: "Envoyer ma candidature",
};
