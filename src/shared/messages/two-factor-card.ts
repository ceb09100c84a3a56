/** The two-factor card of the account page: enrolment, the recovery codes, renewal and deactivation. */
export const twoFactorCard = {
  cardTitle: "Double authentification",
  intro: "Un code de votre application d'authentification en plus du mot de passe à chaque connexion.",
  enableButton: "Activer la double authentification",
  startFailed: "L'activation n'a pas pu commencer. Réessayez.",
  enabledCodesLeft: (count: number) => `Activée. Codes de récupération restants : ${count}.`,
  renewCodeLabel: "Code actuel pour créer de nouveaux codes de récupération",
  renewButton: "Créer de nouveaux codes de récupération",
  disableCodeLabel: "Code actuel (ou code de récupération) pour désactiver",
  disableButton: "Désactiver la double authentification",
  // Enrolment
  scanInstructions:
    "Scannez ce QR code avec votre application (Google Authenticator, Authy, 1Password…), ou saisissez la clé.",
  qrCodeLabel: "QR code à scanner avec votre application d'authentification",
  secretBefore: "Clé à saisir : ",
  firstCodeLabel: "Code affiché par l'application",
  activateButton: "Activer",
  // Recovery codes
  fileTitle: "Codes de récupération Novadis (chacun ne sert qu'une fois)",
  enabledNotice: "Double authentification activée.",
  keepCodesSafe:
    "Conservez ces codes en lieu sûr : ils remplacent votre application si vous la perdez, une fois chacun. Ils ne seront plus affichés.",
  codesListLabel: "Codes de récupération",
  copyCodesButton: "Copier les codes",
  codesCopied: "Codes copiés.",
  copyCodesFailed: "La copie a échoué : sélectionnez les codes pour les copier.",
  downloadCodesButton: "Télécharger les codes",
  codesKeptButton: "J'ai conservé mes codes",
};
