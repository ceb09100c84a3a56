import type { Catalogue } from "../catalogue.js";

/** The frame of every account screen, in English (account-page.ts). */
export const accountPage: Catalogue["accountPage"] = {
  description: (title: string) => `${title}: your Novadis client area.`,
};
