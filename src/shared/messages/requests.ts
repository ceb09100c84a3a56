/** What the request forms and their APIs say (contact, quote, support, priority assistance). */
export const requests = {
  typeUnknown: "Choisissez le type de demande : devis, contact, assistance ou assistance prioritaire.",
  messageRequired: "Écrivez votre message.",
  categoryRequired: "Choisissez une catégorie.",
  categoryUnknown: "Cette catégorie d'assistance n'existe pas.",
  offerUnknown: "Cette offre n'existe pas.",
  expertiseUnknown: "Cette expertise n'existe pas.",
  sourcePageInvalid: "La page d'origine doit être un chemin du site, par exemple /start-scale.",
  clientKeyRequired: "Saisissez votre clé client.",
  clientKeyUnknown:
    "Cette clé client est inconnue. Vous la trouverez dans votre espace client (tableau de bord) ; vérifiez-la et réessayez.",
  consentRequired: "Acceptez la politique de confidentialité pour envoyer votre demande.",
};
