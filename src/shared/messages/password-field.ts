/** The password field of the sign-in and account screens: its show/hide toggle and its strength checklist. */
export const passwordField = {
  hideLabel: "Masquer le mot de passe",
  showLabel: "Afficher le mot de passe",
  ruleMetLabel: " : respecté",
  ruleUnmetLabel: " : non respecté",
};
