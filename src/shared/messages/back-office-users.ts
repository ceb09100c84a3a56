/** The back-office's accounts (/admin/utilisateurs, admins only): their roles, sign-in and the actions on them. */
export const backOfficeUsers = {
  pageTitle: "Utilisateurs",
  searchFormLabel: "Rechercher un compte",
  searchLabel: "Début de l'adresse, prénom ou nom",
  searchButton: "Rechercher",
  loading: "Chargement des comptes…",
  disabledCaption: "(désactivé)",
  verifiedCaption: "Adresse vérifiée",
  unverifiedCaption: "Adresse non vérifiée",
  /** The ways an account signs in, in a sentence: « connexion par mot de passe et Google ». */
  signInMethodsCaption: (...methods: string[]) => {
    const names = methods.map((method) =>
      method === "password" ? "mot de passe" : method === "google" ? "Google" : method,
    );
    return names.length === 0 ? "connexion par aucune méthode" : `connexion par ${names.join(" et ")}`;
  },
  lastSignInCaption: (date: string) => `dernière connexion le ${date}`,
  neverSignedInCaption: "jamais connecté",
  userRoleLabel: "Utilisateur",
  staffRoleLabel: "Équipe",
  adminRoleLabel: "Administrateur",
  roleOfLabel: (email: string) => `Rôle de ${email}`,
  roleChanged: "Rôle modifié.",
  sendResetButton: "Envoyer un lien de réinitialisation",
  confirmSendReset: (email: string) => `Envoyer un lien de réinitialisation du mot de passe à ${email} ?`,
  resetSent: "Lien de réinitialisation envoyé à l'adresse du compte.",
  enableButton: "Réactiver",
  enabled: "Compte réactivé.",
  disableButton: "Désactiver",
  confirmDisable: (email: string) => `Désactiver ${email} ? Ses sessions seront fermées.`,
  disabled: "Compte désactivé : ses sessions sont fermées.",
};
