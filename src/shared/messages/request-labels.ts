/** The kinds of request and where the team is with each, as the visitor and the team read them. */
export const requestLabels = {
  quoteLabel: "Demande de devis",
  contactLabel: "Message",
  supportLabel: "Demande d'assistance",
  priorityLabel: "Assistance prioritaire",
  bookingLabel: "Appel découverte",
  applicationLabel: "Candidature",
  newLabel: "Reçue",
  inProgressLabel: "En cours de traitement",
  doneLabel: "Traitée",
  archivedLabel: "Archivée",
};
