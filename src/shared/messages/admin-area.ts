/** The back-office's frame: its page title and what it says while the signed-in user is read. */
export const adminArea = {
  pageTitle: "Back-office",
  loading: "Chargement du back-office…",
};
