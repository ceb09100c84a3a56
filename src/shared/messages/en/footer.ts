import type { Catalogue } from "../catalogue.js";

/** The site's footer, in English (footer.ts). */
export const footer: Catalogue["footer"] = {
  siteMapLabel: "Site map",
  copyright: (company: string) => `© ${company}. All rights reserved.`,
  socialLinkLabel: (network: string) => `Novadis on ${network}`,
};
