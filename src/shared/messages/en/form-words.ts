import type { Catalogue } from "../catalogue.js";

/** Words several features' forms say, in English (form-words.ts). Keys sorted alphabetically. */
export const formWords: Catalogue["formWords"] = {
  cancelButton: "Cancel",
  cancelling: "Cancelling…",
  emailAddressLabel: "Email address",
  firstNameLabel: "First name",
  lastNameLabel: "Last name",
  loading: "Loading…",
  passwordLabel: "Password",
  phoneLabel: "Phone",
  referenceLabel: "Reference",
  saveButton: "Save",
  saving: "Saving…",
  sending: "Sending…",
  signInButton: "Sign in",
  verifying: "Verifying…",
};
