/** The passkeys' card of the account page: the list, adding, renaming and removing a passkey. */
export const passkeysCard = {
  intro: "Connectez-vous sans mot de passe, avec l'empreinte, le visage ou le code de votre appareil.",
  nameLabel: "Nom de la clé d'accès",
  nameHint: "Pour la reconnaître dans la liste, par exemple « Téléphone » ou « Ordinateur du bureau ».",
  addButton: "Ajouter une clé d'accès",
  addedOnLabel: (date: string) => `Ajoutée le ${date} · `,
  usedOnLabel: (date: string) => `utilisée le ${date}`,
  neverUsedLabel: "jamais utilisée",
  renameLabel: (name: string) => `Renommer la clé d'accès ${name}`,
  renameButton: "Renommer",
  removeLabel: (name: string) => `Supprimer la clé d'accès ${name}`,
  removeButton: "Supprimer",
  none: "Aucune clé d'accès pour le moment.",
  removeFailed: "La clé d'accès n'a pas pu être supprimée.",
  newNameLabel: (name: string) => `Nouveau nom de la clé d'accès ${name}`,
  renamed: (name: string) => `La clé d'accès s'appelle désormais « ${name} ».`,
  renameFailed: "La clé d'accès n'a pas pu être renommée.",
};
