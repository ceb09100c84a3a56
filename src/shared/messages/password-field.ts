/** The password fields of the sign-in and account screens: their labels, the show/hide toggle, the strength checklist. */
export const passwordField = {
  newPasswordLabel: "Nouveau mot de passe",
  confirmPasswordLabel: "Confirmer le mot de passe",
  lengthRuleLabel: "Au moins 8 caractères",
  upperRuleLabel: "Une lettre majuscule",
  lowerRuleLabel: "Une lettre minuscule",
  digitRuleLabel: "Un chiffre",
  hideLabel: "Masquer le mot de passe",
  showLabel: "Afficher le mot de passe",
  ruleMetLabel: " : respecté",
  ruleUnmetLabel: " : non respecté",
};
