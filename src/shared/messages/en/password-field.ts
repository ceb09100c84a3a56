import type { Catalogue } from "../catalogue.js";

/** The password fields of the sign-in and account screens, in English (password-field.ts). */
export const passwordField: Catalogue["passwordField"] = {
  newPasswordLabel: "New password",
  confirmPasswordLabel: "Confirm the password",
  lengthRuleLabel: "At least 8 characters",
  upperRuleLabel: "An upper-case letter",
  lowerRuleLabel: "A lower-case letter",
  digitRuleLabel: "A digit",
  hideLabel: "Hide the password",
  showLabel: "Show the password",
  ruleMetLabel: ": met",
  ruleUnmetLabel: ": not met",
};
