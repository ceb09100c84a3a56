/** The expertises: their list and each expertise's page. */
export const expertises = {
  backLink: "Retour aux expertises",
  notFoundDescription: "Cette expertise n'existe pas ou a changé d'adresse.",
  notFoundTitle: "Expertise introuvable",
  notFoundExplanation: "Cette expertise n'existe pas ou n'est plus proposée.",
  servicesHeading: "Nos services",
  technologiesHeading: "Technologies utilisées",
  otherTechnologiesLabel: "Autres technologies",
  benefitsHeading: "Bénéfices pour votre entreprise",
  readyQuestion: "Prêt à démarrer votre projet ?",
  readyInvitation:
    "Parlez-nous de vos enjeux : un expert de ce pôle vous recontacte pour construire la réponse adaptée.",
  projectLink: "Développons votre projet",
  sevenExpertisesLabel: "Les sept expertises",
  discoverLink: "Découvrir cette expertise",
  listingLead: "Sept pôles technologiques pour construire l'avenir de votre entreprise.",
};
