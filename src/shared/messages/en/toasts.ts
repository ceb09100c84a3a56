import type { Catalogue } from "../catalogue.js";

/** The short notices after an action, in English (toasts.ts). */
export const toasts: Catalogue["toasts"] = {
  listLabel: "Notifications",
  closeLabel: "Close the notification",
};
