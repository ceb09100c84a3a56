/** The labels of the summaries the mails show (label : value), and the few values they write themselves. */
export const mailLabels = {
  reference: "Référence",
  receivedAt: "Reçue le",
  name: "Nom",
  email: "E-mail",
  phone: "Téléphone",
  company: "Société",
  subject: "Objet",
  sourcePage: "Page d'origine",
  clientAccount: "Compte client",
  noClientAccount: "aucun (visiteur)",
  vatNumber: "TVA intracommunautaire",
  total: "Total",
  acceptedAt: "Accepté le",
  acceptedBy: "Par",
  message: "Message",
  messageSent: "Message envoyé",
  teamMessage: "Message de l'équipe",
  date: "Date",
  browser: "Navigateur",
  unknownBrowser: "inconnu",
  system: "Système",
  device: "Appareil",
  ipAddress: "Adresse IP",
  // What a request is about (request-mails.ts), in the visitor's acknowledgement and the team's notification
  offer: "Offre",
  expertise: "Expertise",
  category: "Catégorie",
  appointment: "Rendez-vous",
  job: "Poste",
  cv: "CV",
  /** The language the visitor wrote in, which the team's notifications name (docs/0068). */
  visitorLanguage: "Langue du visiteur",
  frenchLanguage: "français",
  englishLanguage: "anglais",
  /** A quote's line in its mails: its price and its delivery time. */
  priceAndDelivery: (price: string, deliveryTime: string) => `${price} (délai : ${deliveryTime})`,
  /** A quote's total, without then with VAT. */
  totalWithTax: (excludingTax: string, includingTax: string) => `${excludingTax}, soit ${includingTax}`,
  /** Under every mail. */
  signature: (siteName: string) => `L'équipe ${siteName}`,
  // A discovery call's calendar invitation (booking-invitation.ts)
  invitationTitle: (siteName: string, reference: string) => `Appel découverte ${siteName} (${reference})`,
  invitationReminder: (siteName: string) => `Appel découverte ${siteName} dans 15 minutes`,
  phoneCallLocation: (phone: string) => `Appel téléphonique au ${phone}`,
  videoCallLocation: "Visioconférence (lien envoyé par e-mail la veille)",
  /** A date and time as formatParisDateTime writes it, with the time zone the team and visitors read it in. */
  parisTime: (dateTime: string) => `${dateTime} (heure de Paris)`,
};
