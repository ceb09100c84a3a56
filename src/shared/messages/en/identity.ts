import type { Catalogue } from "../catalogue.js";

/** What the account area says about the account's identity, in English (identity.ts). */
export const identity: Catalogue["identity"] = {
  sameEmail: "This is already your account's address.",
  emailInUse: "This address is already used by another account.",
  emailChangeSent: (address: string) =>
    `A confirmation link has just been sent to ${address}. Your current address stays in place until you click it.`,
  emailChangeLinkInvalid:
    "This change-of-address link is no longer valid: it has expired, been used or been cancelled.",
  emailChangeTakenMeanwhile:
    "This address is now used by another account: the change was not made. Your address is unchanged.",
  emailChanged: (address: string) => `Your email address is now ${address}.`,
  cancelLinkInvalid: "This cancellation link is no longer valid: it has expired or already been used.",
  oldEmailTaken: "Your old address is now used by another account: write to support to recover your account.",
  emailChangeCancelled:
    "The change of address is cancelled: your account keeps this address and the other sessions have been closed. Now change your password.",
  lastMethod: "Your only sign-in method cannot be removed: first add a password or another method.",
  googleNotLinked: "No Google account is linked to your account.",
  googleAlreadyLinked: "A Google account is already linked to your account: remove it first to link another one.",
  googleLinkedElsewhere: "This Google account is already linked to another Novadis account.",
  googleLinked: "Your Google account is linked: you can sign in with it.",
  googleUnlinked: "Your Google account is no longer linked to your account.",
  googleLinkFailed: "Linking with Google failed. Please try again.",
  passwordAlreadySet: "This account already has a password: use “Change password”.",
  passwordSet: "Your password is set: you can also sign in with your email address.",
  passkeyNameRequired: "Give this passkey a name (for example “Phone”).",
  passkeyNameTooLong: "The passkey's name must not exceed 60 characters.",
  passkeyAdded: "Your passkey is saved: you can sign in with it.",
  passkeyRemoved: "The passkey has been deleted.",
  passkeyNotFound: "This passkey does not exist or does not belong to your account.",
  passkeyRegistrationFailed:
    "The passkey could not be saved: the request expired or the device's answer is invalid. Please try again.",
  passkeyOfAnotherAccount: "This passkey belongs to another account.",
  passkeyUnsupported: "This browser does not support passkeys.",
};
