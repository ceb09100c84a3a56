import type { Catalogue } from "../catalogue.js";

/** What every visitor form asks the same way, in English (visitor-form.ts). */
export const visitorForm: Catalogue["visitorForm"] = {
  firstNameLabel: "Your first name",
  lastNameLabel: "Your last name",
  phoneLabel: "Phone (optional)",
  consentBefore: "I agree that my details may be used to handle my request, as explained in the",
  privacyPolicyLink: "privacy policy",
  honeypotLabel: "Website",
};
