import type { Catalogue } from "../catalogue.js";

/** The passkeys' card of the account page, in English (passkeys-card.ts). */
export const passkeysCard: Catalogue["passkeysCard"] = {
  intro: "Sign in without a password, with your device's fingerprint, face or PIN.",
  nameLabel: "Passkey name",
  nameHint: "To recognise it in the list, for example “Phone” or “Office computer”.",
  addButton: "Add a passkey",
  addedOnLabel: (date: string) => `Added on ${date} · `,
  usedOnLabel: (date: string) => `used on ${date}`,
  neverUsedLabel: "never used",
  renameLabel: (name: string) => `Rename the passkey ${name}`,
  renameButton: "Rename",
  removeLabel: (name: string) => `Delete the passkey ${name}`,
  removeButton: "Delete",
  none: "No passkeys yet.",
  removeFailed: "The passkey could not be deleted.",
  newNameLabel: (name: string) => `New name for the passkey ${name}`,
  renamed: (name: string) => `The passkey is now called “${name}”.`,
  renameFailed: "The passkey could not be renamed.",
};
