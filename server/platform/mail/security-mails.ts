import { messages } from "../../../src/shared/messages/catalogue.js";
import { formatParisDateTime } from "../../../src/shared/paris-time.js";
import { type MailContent, renderMail, SITE_NAME } from "./mail-templates.js";

/**
 * The mails that let an owner notice what happens to their account's identity (docs/0027): a change of
 * address, a new sign-in method, a sign-in from a device never seen before. Each says what to do if it
 * was not them.
 */

export function emailChangeVerificationMail(firstName: string, newEmail: string, link: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.emailChangeVerification} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      `Vous avez demandé que votre compte ${SITE_NAME} utilise désormais l'adresse ${newEmail}. Confirmez-la avec le lien ci-dessous : le changement ne se fera qu'à ce moment-là.`,
    ],
    action: { label: messages.mailLines.confirmNewEmailAction, url: link },
    footnote: "Ce lien est valable 24 heures et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message.",
  });
}

export function emailChangeNoticeMail(firstName: string, newEmail: string, cancelLink: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.emailChangeNotice} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      `Quelqu'un connecté à votre compte a demandé de remplacer cette adresse par ${newEmail}. Un lien de confirmation a été envoyé à cette nouvelle adresse.`,
      "Si ce n'est pas vous, annulez avec le lien ci-dessous : votre compte garde cette adresse, les autres sessions sont fermées, et vous pourrez changer votre mot de passe.",
    ],
    action: { label: messages.mailLines.cancelAndSecureAction, url: cancelLink },
    footnote: "Ce lien d'annulation reste valable 7 jours, même après la confirmation de la nouvelle adresse.",
  });
}

export function emailChangedMail(firstName: string, newEmail: string, supportEmail: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.emailChanged} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      `Votre compte ${SITE_NAME} utilise désormais l'adresse ${newEmail}. Cette adresse-ci ne reçoit plus ses messages.`,
      "Si ce n'est pas vous, reprenez votre compte avec le lien « Annuler et sécuriser mon compte » du message qui annonçait la demande : il lui rend cette adresse et ferme les autres sessions.",
      `Sans ce message, écrivez-nous à ${supportEmail}.`,
    ],
  });
}

export type SignInMethodChange =
  | "google-linked"
  | "google-unlinked"
  | "password-set"
  | "passkey-added"
  | "passkey-removed";

const methodChangeTexts: Record<SignInMethodChange, { subject: string; paragraph: string }> = {
  "google-linked": {
    subject: messages.mailSubjects.googleLinked,
    paragraph: "Un compte Google vient d'être associé à votre compte : il permet désormais de s'y connecter.",
  },
  "google-unlinked": {
    subject: messages.mailSubjects.googleUnlinked,
    paragraph: "Le compte Google associé à votre compte vient d'être retiré : il ne permet plus de s'y connecter.",
  },
  "passkey-added": {
    subject: messages.mailSubjects.passkeyAdded,
    paragraph:
      "Une clé d'accès vient d'être ajoutée à votre compte : l'appareil qui la détient permet désormais de s'y connecter.",
  },
  "passkey-removed": {
    subject: messages.mailSubjects.passkeyRemoved,
    paragraph: "Une clé d'accès vient d'être retirée de votre compte : elle ne permet plus de s'y connecter.",
  },
  "password-set": {
    subject: messages.mailSubjects.passwordSet,
    paragraph: "Un mot de passe vient d'être défini : votre compte accepte désormais la connexion par adresse e-mail.",
  },
};

export function signInMethodMail(firstName: string, change: SignInMethodChange, supportEmail: string): MailContent {
  const { subject, paragraph } = methodChangeTexts[change];
  return renderMail({
    subject: `${subject} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [paragraph, messages.mailLines.notYou(supportEmail)],
  });
}

export interface SignInSeen {
  at: number;
  browser: string | null;
  os: string | null;
  device: string | null;
  ip: string;
}

export function newDeviceSignInMail(firstName: string, seen: SignInSeen, dashboardUrl: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.newDeviceSignIn} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: ["Votre compte vient d'être utilisé depuis un appareil que nous ne connaissions pas."],
    details: [
      { label: messages.mailLabels.date, value: messages.mailLabels.parisTime(formatParisDateTime(seen.at)) },
      { label: messages.mailLabels.browser, value: seen.browser ?? messages.mailLabels.unknownBrowser },
      { label: messages.mailLabels.system, value: seen.os },
      { label: messages.mailLabels.device, value: seen.device },
      { label: messages.mailLabels.ipAddress, value: seen.ip },
    ],
    closing: [
      "Si c'est vous, il n'y a rien à faire. Sinon, déconnectez cet appareil depuis votre espace et changez votre mot de passe.",
    ],
    action: { label: messages.mailLines.seeDevicesAction, url: dashboardUrl },
  });
}

/**
 * To the owner of an address whose account was never verified, once Google proved the address: whoever
 * created that account may not have been them, so its password is gone (docs/0007, pre-account hijacking).
 * `name` is Google's, not the account's: whoever registered chose that one.
 */
export function unverifiedAccountClaimedMail(
  name: string | null,
  dashboardUrl: string,
  supportEmail: string,
): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.unverifiedAccountClaimed} – ${SITE_NAME}`,
    greeting: name ? messages.mailLines.greeting(name) : messages.mailLines.teamGreeting,
    paragraphs: [
      `Vous venez de vous connecter avec Google. Un compte ${SITE_NAME} existait déjà avec votre adresse e-mail, mais cette adresse n'avait jamais été confirmée : son mot de passe a pu être choisi par quelqu'un d'autre.`,
      "Nous avons donc supprimé ce mot de passe et fermé toutes les sessions ouvertes avec lui (ainsi que les clés d'accès, la double authentification et la clé client qui y étaient attachées). Vous vous connectez désormais avec Google.",
      "Pour utiliser aussi un mot de passe, définissez-le depuis votre espace, rubrique « Méthodes de connexion », ou avec « Mot de passe oublié ? » sur la page de connexion.",
      `Si vous n'êtes pas à l'origine de cette connexion, écrivez-nous à ${supportEmail}.`,
    ],
    action: { label: messages.mailLines.openAccountAction, url: dashboardUrl },
  });
}

/**
 * To the owner of an address someone tried to register again: the browser was answered as for a new
 * address (no one learns which addresses have an account), so the owner hears of it here instead.
 */
export function registrationAttemptMail(firstName: string, loginUrl: string, forgotUrl: string): MailContent {
  return renderMail({
    subject: `${messages.mailSubjects.registrationAttempt} – ${SITE_NAME}`,
    greeting: messages.mailLines.greeting(firstName),
    paragraphs: [
      `Quelqu'un vient d'essayer de créer un compte ${SITE_NAME} avec votre adresse e-mail. Elle a déjà un compte : aucun autre n'a été créé et votre compte n'a pas changé.`,
      `Si c'était vous, connectez-vous (${loginUrl}) ; si vous avez oublié votre mot de passe, choisissez-en un nouveau avec le lien ci-dessous.`,
    ],
    action: { label: messages.mailLines.resetPasswordAction, url: forgotUrl },
    footnote:
      "Si ce n'était pas vous, ignorez ce message : personne ne peut utiliser votre compte sans votre mot de passe.",
  });
}
