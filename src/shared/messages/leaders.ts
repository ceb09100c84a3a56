import { ofName } from "./french-of-name.js";

/** The leaders' portraits: their list, each leader's page and cards. */
export const leaders = {
  /** « Portrait illustré d'Antoine Delorme »: the leader's name with its French « de » or « d' » before it. */
  portraitLabel: (name: string) => `Portrait illustré ${ofName(name)}`,
  teamCaseStudiesHeading: "Réalisations de ses équipes",
  expertiseAreasHeading: "Pôles d'expertise",
  portraitsTitle: "Portraits des dirigeants",
  biographyHeading: "Biographie",
  skillsHeading: "Domaines de compétence",
  projectQuestion: "Un projet à nous confier ?",
  projectInvitation:
    "Décrivez-nous votre besoin : un membre de l'équipe vous recontacte pour en parler et vous proposer un devis.",
  notFoundDescription: "Ce portrait n'existe pas ou a changé d'adresse.",
  notFoundTitle: "Portrait introuvable",
  notFoundExplanation: "Aucun dirigeant de Novadis ne correspond à cette adresse.",
  allPortraitsLink: "Voir les portraits des dirigeants",
  pageDescription:
    "L'équipe de direction de Novadis : fondateur, direction technique, opérations, design, finances et innovation.",
  teamLabel: "Notre équipe de direction",
  heroLead:
    "Ils font avancer Novadis au quotidien et portent, avec l'ensemble des équipes, l'ambition d'un numérique utile, sûr et accessible.",
  readPortraitLink: "Lire le portrait",
  /** « Portrait d'Antoine Delorme, directeur technique de Novadis. » */
  pageDescriptionOf: (name: string, title: string) => `Portrait ${ofName(name)}, ${title} de Novadis.`,
  /** « LinkedIn d'Antoine Delorme », after the network's name a link shows. */
  socialProfileOfCaption: (name: string) => ofName(name),
};
