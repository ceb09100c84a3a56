/** The back-office's dark bar: where one is, the way back to the site and to one's account. */
export const staffBar = {
  barLabel: "Back-office Novadis, demandes",
  backOfficeLabel: "Back-office",
  siteLink: "Voir le site",
};
