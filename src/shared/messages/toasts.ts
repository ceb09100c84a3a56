/** The short notices after an action, at the bottom of the window. */
export const toasts = {
  listLabel: "Notifications",
  closeLabel: "Fermer la notification",
};
