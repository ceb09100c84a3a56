/**
 * The visitors' request pages (contact and quote, support, priority assistance): their introductions, what
 * happens next, the form's own fields and the confirmation. A page titled after its kind of request reads
 * `requestLabels`.
 */
export const requestPages = {
  nextStepsQuestion: "Et ensuite ?",
  callQuestion: "Vous préférez en parler de vive voix ?",
  callOffer: "30 minutes avec un expert, sans engagement.",
  companyLabel: "Entreprise (facultatif)",
  subjectLabel: "Objet (facultatif)",
  sendFailed: "L'envoi a échoué. Réessayez dans un instant.",
  sentHeading: "Demande envoyée",
  /** The request's kind and its reference's label; the reference and the sentence's period follow. */
  referenceBefore: (kind: string) => `${kind} — votre référence :`,
  confirmationMailSent: "Un e-mail de confirmation vous a été envoyé.",
  answerWithinOneDay: "Nous vous répondons sous 24 h ouvrées (du lundi au vendredi, hors jours fériés).",
  supportAnswers: "Notre équipe d'assistance vous répond sous un jour ouvré.",
  priorityAnswers: "Votre équipe est prévenue à l'instant : elle vous recontacte en priorité.",

  contactTitle: "Nous contacter",
  contactIntro: "Décrivez votre besoin : un membre de l'équipe vous répond sous 24 h ouvrées.",
  contactDescription: "Demandez un devis gratuit ou écrivez à l'équipe Novadis : réponse sous 24 h ouvrées.",
  requestLabel: "Demande :",
  contactRequestLabel: "Prise de contact",
  expertiseLabel: "Expertise :",
  offerLabel: "Offre :",
  messageLabel: "Votre message",
  quoteButton: "Demander mon devis",
  sendButton: "Envoyer",
  salesAnswerStepTitle: "L'équipe commerciale vous répond sous 24 h ouvrées",
  salesAnswerStep:
    "Par e-mail, ou par téléphone si vous nous laissez votre numéro ; du lundi au vendredi, hors jours fériés.",
  describeProjectStepTitle: "Vous décrivez votre projet",
  describeProjectStep: "Vos objectifs, vos délais, votre budget s'il est fixé : quelques lignes suffisent.",
  proposalStepTitle: "Vous recevez une proposition chiffrée",
  proposalStep: "Gratuite et sans engagement, ou les questions qui nous manquent pour l'établir.",
  readMessageStepTitle: "Nous lisons votre message",
  readMessageStep: "Il arrive directement à l'équipe commerciale de Novadis.",
  agreeNextStepTitle: "Nous convenons de la suite",
  agreeNextStep: "Un échange pour préciser votre besoin, un devis, ou la personne la mieux placée pour vous répondre.",

  supportTitle: "Soumettre une demande",
  supportDescription:
    "Écrivez au support Novadis : compte, facturation, offres, applications, documentation, juridique.",
  categoryLabel: "Catégorie",
  categoryContextLabel: "Catégorie :",
  categoryChoiceLabel: "Choisissez une catégorie",
  describeRequestLabel: "Décrivez votre demande",
  submitButton: "Soumettre la demande",
  recordedStepTitle: "Votre demande est enregistrée",
  recordedStep: "Vous recevez aussitôt un e-mail avec sa référence, à rappeler dans nos échanges.",
  supportAnswerStepTitle: "L'équipe d'assistance vous répond sous un jour ouvré",
  supportAnswerStep: "Par e-mail, du lundi au vendredi, hors jours fériés.",
  followStepTitle: "Vous suivez son avancement",
  followStep: "Avec un compte Novadis, vous voyez son état dans votre espace client.",

  priorityIntro: "Client sous contrat ? Votre clé client prévient votre équipe à l'instant.",
  priorityDescription: "Déclenchez l'assistance prioritaire Novadis avec votre clé client.",
  clientKeyLabel: "Clé client",
  /** The key's shape, as the field's placeholder. */
  clientKeyFormatLabel: "NVD-XXXX-XXXX-XXXX-XXXX",
  /** The client key's hint, up to its link to the client area; the sentence's period follows the link. */
  clientKeyHintBefore: "Elle figure dans votre",
  clientAreaLink: "espace client",
  whatHappensQuestion: "Que se passe-t-il ?",
  triggerButton: "Déclencher",
  teamNotifiedStepTitle: "L'équipe d'assistance est prévenue à l'instant",
  teamNotifiedStep:
    "Votre clé client rattache la demande à votre compte ; elle lui parvient aussitôt, marquée prioritaire.",
  beforeOthersStepTitle: "Elle passe avant les demandes ordinaires",
  beforeOthersStep:
    "Nous vous contactons dès que possible, par téléphone si vous nous laissez votre numéro, sinon par e-mail.",
  keepReferenceStepTitle: "Vous gardez la référence",
  keepReferenceStep: "Elle figure dans l'e-mail de confirmation : rappelez-la pour tout complément.",
};
