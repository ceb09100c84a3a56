import { describe, expect, it } from "vitest";
import { typographyFaults } from "../../../src/shared/french-typography.js";
import { passwordResetMail, renderMail, verificationMail } from "./mail-templates.js";
import { emailChangeNoticeMail, registrationAttemptMail } from "./security-mails.js";

/** The visible text of a mail's HTML: its tags and the entities of its escaped values taken out. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/[ \t\r\n]+/g, " ");

describe("mails in French typography", () => {
  const visitorMessage = "Bonjour , ma question : est-ce possible ?";
  const mail = renderMail({
    subject: "Votre demande : reçue !",
    greeting: "Bonjour Inès,",
    paragraphs: ["Merci ! Nous avons reçu votre demande ; la voici :", "Référence « NOV-2026-00042 »."],
    details: [{ label: "Téléphone", value: "06 12 34 56 78" }],
    quote: { label: "Votre message", text: visitorMessage },
    closing: ["Une question ? Répondez à ce message."],
    action: { label: "Voir ma demande", url: "https://novadis.example/rendez-vous?ref=NOV" },
    footnote: "Pas vous ? Ignorez ce message.",
  });

  it("sets our words with no-break spaces before « : ; ! ? » and inside « », in the subject, text and HTML", () => {
    const ours = (text: string) => text.replace(visitorMessage, "");
    expect(typographyFaults(mail.subject)).toEqual([]);
    expect(typographyFaults(ours(mail.text))).toEqual([]);
    expect(typographyFaults(ours(htmlText(mail.html)))).toEqual([]);
    expect(mail.text).toContain("Téléphone\u00a0: 06 12 34 56 78");
    expect(mail.text).toContain("Voir ma demande\u00a0: https://novadis.example/rendez-vous?ref=NOV");
  });

  it("shows what a visitor typed as written", () => {
    expect(mail.text).toContain(`> ${visitorMessage}`);
    expect(htmlText(mail.html)).toContain(visitorMessage);
  });

  it("leaves no fault in the templates themselves", () => {
    const link = "https://novadis.example/lien?token=abc";
    for (const each of [
      verificationMail("Inès", link),
      passwordResetMail("Inès", link),
      passwordResetMail("Inès", link, "team"),
      emailChangeNoticeMail("Inès", "ines@example.fr", link, "fr"),
      registrationAttemptMail("Inès", link, link, "fr"),
    ]) {
      expect([each.subject, each.text, htmlText(each.html)].flatMap(typographyFaults)).toEqual([]);
    }
  });
});
