/** The site's footer. */
export const footer = {
  siteMapLabel: "Plan du site",
  copyright: (company: string) => `© ${company}. Tous droits réservés.`,
  /** A social network's link, for screen readers (the new tab's mention follows). */
  socialLinkLabel: (network: string) => `Novadis sur ${network}`,
};
