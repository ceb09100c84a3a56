/**
 * The paragraphs of the mails a visitor or an account receives (mail-templates.ts, request-mails.ts,
 * quote-mails.ts) and of a discovery call's invitation: written in the visitor's language (docs/0068).
 */
export const mailTexts = {
  buttonFallbackBefore: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
  // Account mails
  verifyEmail: (siteName: string) =>
    `Merci de votre inscription sur ${siteName}. Confirmez votre adresse e-mail pour activer votre compte.`,
  verifyEmailFootnote:
    "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
  passwordResetByTeam: (siteName: string) =>
    `Notre équipe vous envoie ce lien pour réinitialiser le mot de passe de votre compte ${siteName}. Choisissez-en un nouveau avec le lien ci-dessous.`,
  passwordResetByVisitor:
    "Vous avez demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau avec le lien ci-dessous.",
  passwordResetFootnote:
    "Ce lien est valable 1 heure et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  passwordChanged: "Le mot de passe de votre compte vient d'être modifié.",
  accountDeleted: (siteName: string) =>
    `Votre compte ${siteName} et les données qui s'y rattachent ont été supprimés, comme vous l'avez demandé.`,
  writeToUs: (supportEmail: string) => `Pour toute question, écrivez-nous à ${supportEmail}.`,
  twoFactorEnabled:
    "La double authentification vient d'être activée sur votre compte : chaque connexion demandera désormais un code de votre application d'authentification.",
  recoveryCodesRenewed:
    "De nouveaux codes de récupération viennent d'être créés pour votre compte : les précédents ne fonctionnent plus.",
  twoFactorDisabled:
    "La double authentification vient d'être désactivée sur votre compte : le mot de passe suffit de nouveau pour vous connecter.",
  // A request's acknowledgement: what was received, then what happens next, per type
  quoteReceived: "Nous avons bien reçu votre demande de devis, merci de votre confiance.",
  contactReceived: "Nous avons bien reçu votre message, merci de nous avoir écrit.",
  supportReceived: "Nous avons bien reçu votre demande d'assistance.",
  priorityReceived: "Nous avons bien reçu votre demande d'assistance prioritaire.",
  bookingReceived: "Votre appel découverte de 30 minutes est réservé.",
  applicationReceived: (siteName: string) =>
    `Nous avons bien reçu votre candidature, merci de l'intérêt que vous portez à ${siteName}.`,
  quoteNextSteps:
    "Un membre de notre équipe commerciale étudie votre projet et vous répond sous 24 h ouvrées (du lundi au vendredi, hors jours fériés), avec une proposition chiffrée ou les questions qui nous manquent.",
  contactNextSteps: "Nous lisons chaque message et vous répondons par e-mail, du lundi au vendredi.",
  supportNextSteps:
    "Notre équipe d'assistance prend votre demande en charge et vous répond par e-mail. Pour un incident bloquant, utilisez l'assistance prioritaire avec la clé client de votre tableau de bord.",
  priorityNextSteps:
    "Votre demande a été transmise immédiatement à notre équipe d'assistance : elle passe avant les demandes ordinaires et nous vous contactons dès que possible.",
  bookingNextSteps:
    "À l'heure du rendez-vous, un membre de notre équipe vous appelle au numéro indiqué ; sans numéro, il vous envoie la veille un lien de visioconférence. L'invitation jointe ajoute le rendez-vous à votre agenda.",
  applicationNextSteps:
    "Notre équipe de recrutement étudie votre candidature et vous répond par e-mail, que la réponse soit positive ou non.",
  requestReferenceBefore: (reference: string) =>
    `Sa référence : ${reference}. Rappelez-la si vous nous écrivez à ce sujet. Voici ce que nous avons enregistré :`,
  retentionBefore: (years: number) =>
    `Nous conservons ces informations ${years} ans après notre dernier échange pour traiter votre demande, puis les supprimons. Le détail de ce que nous gardons et vos droits :`,
  // Quotes
  quoteIssued: (reference: string, expiresOn: string) =>
    `Voici votre devis ${reference}, en pièce jointe au format PDF. Il est valable jusqu'au ${expiresOn}.`,
  quoteReplaces: (reference: string) => `Il remplace le devis ${reference}, expiré : les prix sont ceux d'aujourd'hui.`,
  quoteDownloadBefore: "Vous pouvez aussi le télécharger à cette adresse :",
  quoteQuestions: "Une question sur le périmètre ou les délais ? Répondez simplement à cet e-mail.",
  termsOfSaleBefore: "Nos conditions générales de vente :",
  quoteAcceptedBefore: (reference: string) =>
    `Vous avez accepté le devis ${reference}, merci de votre confiance. Cet e-mail confirme votre commande :`,
  depositNext: (percent: number, deposit: string) =>
    `Prochaine étape : nous vous envoyons la facture d'acompte (${percent}\u00a0%, soit ${deposit}). Le projet démarre à son encaissement ; les délais courent à partir de là.`,
  kickOffCall: "Un membre de notre équipe vous contacte sous 24 h ouvrées pour planifier l'atelier de lancement.",
  // A discovery call's calendar invitation
  invitationDescription: (siteName: string, reference: string) =>
    `Appel découverte de 30 minutes avec l'équipe ${siteName}. Référence : ${reference}.`,
  invitationCancelBefore: "Pour annuler :",
  invitationCancelled: (reference: string) => `Rendez-vous ${reference} annulé.`,
  // A discovery call's cancellation, to the visitor
  callCancelledAsAsked: (when: string) =>
    `Votre appel découverte du ${when} est annulé, comme vous l'avez demandé. La pièce jointe le retire de votre agenda.`,
  bookAnotherSlot: "Vous pouvez réserver un autre créneau à tout moment.",
  callCancelledByTeam: (when: string) =>
    `Nous devons malheureusement annuler votre appel découverte du ${when}. La pièce jointe le retire de votre agenda.`,
  callCancelledApology:
    "Toutes nos excuses. Choisissez un autre créneau quand vous le souhaitez, ou répondez à ce message.",
  // The account's security mails (docs/0027)
  emailChangeAsked: (site: string, newEmail: string) =>
    `Vous avez demandé que votre compte ${site} utilise désormais l'adresse ${newEmail}. Confirmez-la avec le lien ci-dessous : le changement ne se fera qu'à ce moment-là.`,
  emailChangeLinkTerms:
    "Ce lien est valable 24 heures et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message.",
  emailChangeNotice: (newEmail: string) =>
    `Quelqu'un connecté à votre compte a demandé de remplacer cette adresse par ${newEmail}. Un lien de confirmation a été envoyé à cette nouvelle adresse.`,
  emailChangeNotYou:
    "Si ce n'est pas vous, annulez avec le lien ci-dessous : votre compte garde cette adresse, les autres sessions sont fermées, et vous pourrez changer votre mot de passe.",
  emailChangeCancelTerms:
    "Ce lien d'annulation reste valable 7 jours, même après la confirmation de la nouvelle adresse.",
  emailChangedTo: (site: string, newEmail: string) =>
    `Votre compte ${site} utilise désormais l'adresse ${newEmail}. Cette adresse-ci ne reçoit plus ses messages.`,
  emailChangedNotYou:
    "Si ce n'est pas vous, reprenez votre compte avec le lien « Annuler et sécuriser mon compte » du message qui annonçait la demande : il lui rend cette adresse et ferme les autres sessions.",
  writeToSupport: (supportEmail: string) => `Sans ce message, écrivez-nous à ${supportEmail}.`,
  googleLinked: "Un compte Google vient d'être associé à votre compte : il permet désormais de s'y connecter.",
  googleUnlinked: "Le compte Google associé à votre compte vient d'être retiré : il ne permet plus de s'y connecter.",
  passkeyAdded:
    "Une clé d'accès vient d'être ajoutée à votre compte : l'appareil qui la détient permet désormais de s'y connecter.",
  passkeyRemoved: "Une clé d'accès vient d'être retirée de votre compte : elle ne permet plus de s'y connecter.",
  passwordSet: "Un mot de passe vient d'être défini : votre compte accepte désormais la connexion par adresse e-mail.",
  newDeviceUsed: "Votre compte vient d'être utilisé depuis un appareil que nous ne connaissions pas.",
  newDeviceWhatToDo:
    "Si c'est vous, il n'y a rien à faire. Sinon, déconnectez cet appareil depuis votre espace et changez votre mot de passe.",
  accountClaimedWhy: (site: string) =>
    `Vous venez de vous connecter avec Google. Un compte ${site} existait déjà avec votre adresse e-mail, mais cette adresse n'avait jamais été confirmée : son mot de passe a pu être choisi par quelqu'un d'autre.`,
  accountClaimedDone:
    "Nous avons donc supprimé ce mot de passe et fermé toutes les sessions ouvertes avec lui (ainsi que les clés d'accès, la double authentification et la clé client qui y étaient attachées). Vous vous connectez désormais avec Google.",
  accountClaimedPassword:
    "Pour utiliser aussi un mot de passe, définissez-le depuis votre espace, rubrique « Méthodes de connexion », ou avec « Mot de passe oublié ? » sur la page de connexion.",
  accountClaimedNotYou: (supportEmail: string) =>
    `Si vous n'êtes pas à l'origine de cette connexion, écrivez-nous à ${supportEmail}.`,
  registrationAttempted: (site: string) =>
    `Quelqu'un vient d'essayer de créer un compte ${site} avec votre adresse e-mail. Elle a déjà un compte : aucun autre n'a été créé et votre compte n'a pas changé.`,
  registrationAttemptIfYou: (loginUrl: string) =>
    `Si c'était vous, connectez-vous (${loginUrl}) ; si vous avez oublié votre mot de passe, choisissez-en un nouveau avec le lien ci-dessous.`,
  registrationAttemptNotYou:
    "Si ce n'était pas vous, ignorez ce message : personne ne peut utiliser votre compte sans votre mot de passe.",
};
