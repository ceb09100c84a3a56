/**
 * The link-preview cards' words (one card per part of the site), drawn into the images and read as their `alt`.
 * A card whose title is a section's name or a call to action reads that key (page-trail, common).
 */
export const shareCards = {
  novadisCaption: "Le numérique qui fait grandir les entreprises",
  expertisesCaption: "Web, mobile, design, cloud, sécurité, IA et intégration",
  startScaleTitle: "Start & Scale",
  startScaleCaption: "Des offres à prix fixe pour lancer et grandir",
  careersCaption: "Rejoignez les équipes Novadis",
  leadershipTitle: "Nos dirigeants",
  leadershipCaption: "Les femmes et les hommes qui conduisent Novadis",
  applicationsCaption: "Les applications conçues par Novadis",
  supportTitle: "Centre d'aide",
  supportQuestion: "Comment pouvons-nous vous aider ?",
};
