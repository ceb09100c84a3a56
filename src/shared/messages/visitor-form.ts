/** What every visitor form asks the same way (requests, booking, applications): who writes, and the consent. */
export const visitorForm = {
  firstNameLabel: "Prénom",
  lastNameLabel: "Nom",
  phoneLabel: "Téléphone (facultatif)",
  /** The consent's sentence up to its link to the privacy policy; the sentence's period follows the link. */
  consentBefore: "J'accepte que mes informations soient utilisées pour traiter ma demande, comme l'explique la",
  privacyPolicyLink: "politique de confidentialité",
  /** The field only bots fill in, off-screen and hidden from screen readers. */
  honeypotLabel: "Site web",
};
