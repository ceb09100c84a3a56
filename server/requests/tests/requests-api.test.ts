import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frenchTypography } from "../../../src/shared/french-typography.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { contentCatalogue } from "../../content/index.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";

const TEAM = "team@novadis.test";
const REFERENCE = /^NOV-\d{4}-\d{5}$/;

describe("POST /api/requests and requests.submit", () => {
  let bed: AuthTestbed;
  let url: string;
  const visitor = {
    firstName: "Léa",
    lastName: "Martin",
    email: "lea.martin@example.fr",
    message: "Bonjour,\nnous voulons refaire notre site.",
    consent: true,
  };
  const post = (body: unknown, headers: Record<string, string> = {}) => postJson(url, "/api/requests", body, headers);
  const rowOf = (reference: string) =>
    bed.server.database.db
      .selectFrom("visitorRequest")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirst();

  beforeAll(async () => {
    bed = await startAuthTestbed({ env: { LEADS_EMAIL: TEAM } });
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("stores a quote about an offer, acknowledges it with the 24 h promise and tells the team with Reply-To the visitor", async () => {
    const sent = await post(
      { ...visitor, type: "quote", offerId: "web-start", company: "Boulangerie Martin", phone: "+33 6 12 34 56 78" },
      { referer: `${url}/start-scale?offre=web-start` },
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ success: true, reference: expect.stringMatching(REFERENCE) });
    const { reference } = sent.body;

    expect(await rowOf(reference)).toMatchObject({
      type: "quote",
      status: "new",
      firstName: "Léa",
      email: "lea.martin@example.fr",
      emailNormalized: "lea.martin@example.fr",
      offerId: "web-start",
      company: "Boulangerie Martin",
      phone: "+33 6 12 34 56 78",
      message: "Bonjour,\nnous voulons refaire notre site.",
      sourcePage: "/start-scale",
      userId: null,
      consentVersion: contentCatalogue.privacyPolicyVersion,
    });
    const stored = await rowOf(reference);
    expect(stored?.consentAt).toBe(stored?.createdAt);

    const ack = await bed.smtp.waitForMail(visitor.email);
    expect(ack.subject).toBe(`Demande de devis ${reference} – Novadis`);
    expect(ack.text).toContain(reference);
    expect(ack.text).toContain(frenchTypography("Offre : Site vitrine Start"));
    expect(ack.text).toContain("sous 24 h ouvrées");
    expect(ack.text).not.toContain("nous voulons refaire notre site.");
    expect(ack.replyTo).toBeNull();

    const team = await bed.smtp.waitForMail(TEAM);
    expect(team.subject).toBe(`[${reference}] Demande de devis – Léa Martin`);
    expect(team.replyTo).toBe(visitor.email);
    expect(team.text).toContain(frenchTypography("Page d'origine : /start-scale"));
    expect(team.text).toContain(frenchTypography("Compte client : aucun (visiteur)"));
    expect(team.text).toContain("> nous voulons refaire notre site.");
  });

  it("never renders what a visitor typed as HTML in the team's mail", async () => {
    const sent = await post({
      ...visitor,
      email: "html@example.fr",
      type: "contact",
      subject: "<b>gras</b>",
      message: '<script>alert("x")</script><img src=x onerror=alert(1)>',
    });
    expect(sent.status).toBe(201);
    const mail = await bed.smtp.waitForMail(TEAM);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>gras");
    expect(mail.html).toContain("&#60;script&#62;");
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it("public forms mail a stranger's text to any address: a name must be a name, and the acknowledgement echoes no free text", async () => {
    const phishing = "Client, votre compte est suspendu : http://evil.example/login";
    for (const name of [phishing, "evil.example", "victime@example.fr", "12345", "a".repeat(61)]) {
      const refused = await post({ ...visitor, email: "victim@example.fr", type: "contact", firstName: name });
      expect(refused.status, name).toBe(400);
      expect(refused.body.field, name).toBe("firstName");
    }
    const last = await post({
      ...visitor,
      email: "victim@example.fr",
      type: "contact",
      lastName: "http://evil.example",
    });
    expect(last.body.message).toBe(messages.forms.nameInvalid);
    const booking = await bed.browser().mutation("booking.book", {
      start: "2030-01-07T10:00:00+01:00",
      firstName: phishing,
      lastName: "Martin",
      email: "victim@example.fr",
      consent: true,
    });
    expect(booking.status).toBe(400);

    // Accents, hyphens, apostrophes and initials still pass.
    const sent = await post({
      ...visitor,
      firstName: "Anne-Sophie J.",
      lastName: "d’Arcy-Nguyễn",
      email: "victim@example.fr",
      type: "contact",
      company: "Votre compte est suspendu : http://evil.example/company",
      subject: "Compte suspendu : http://evil.example/subject",
      message: "Reconnectez-vous sur http://evil.example/login",
    });
    expect(sent.status).toBe(201);
    const ack = await bed.smtp.waitForMail("victim@example.fr");
    expect(ack.text).toContain("Bonjour Anne-Sophie J.,");
    for (const part of [ack.text, ack.html]) expect(part).not.toContain("evil.example");
    expect(ack.links.some((link) => link.includes("evil"))).toBe(false);
    // The team still reads everything.
    const team = await bed.smtp.waitForMail(TEAM);
    expect(team.subject).toContain(sent.body.reference);
    expect(team.text).toContain("http://evil.example/login");
  });

  it("links a request made signed in to the account and says so to the team", async () => {
    const browser = await bed.register("client@example.fr");
    await bed.smtp.waitForMail("client@example.fr");
    const sent = await browser.mutation<{ success: true; reference: string }>(
      "requests.submit",
      {
        ...visitor,
        email: "client@example.fr",
        type: "contact",
        expertiseId: "cloud-devops",
        sourcePage: "/expertises/cloud-devops",
      },
      { origin: url },
    );
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ success: true, reference: expect.stringMatching(REFERENCE) });
    const user = await bed.server.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "client@example.fr")
      .executeTakeFirstOrThrow();
    expect(await rowOf(sent.data?.reference ?? "")).toMatchObject({
      userId: user.id,
      expertiseId: "cloud-devops",
      sourcePage: "/expertises/cloud-devops",
    });
    expect((await bed.smtp.waitForMail("client@example.fr")).text).toContain(
      frenchTypography("Expertise : Cloud & DevOps"),
    );
    expect((await bed.smtp.waitForMail(TEAM)).text).toContain(frenchTypography("Compte client : client@example.fr"));
  });

  it("needs one of the six support categories for a support request", async () => {
    const missing = await post({ ...visitor, type: "support" });
    expect(missing).toMatchObject({
      status: 400,
      body: { success: false, message: messages.requests.categoryRequired, field: "category" },
    });
    const unknown = await post({ ...visitor, type: "support", category: "plomberie" });
    expect(unknown).toMatchObject({
      status: 400,
      body: { success: false, message: messages.requests.categoryUnknown, field: "category" },
    });
    const sent = await post({ ...visitor, email: "support@example.fr", type: "support", category: "compte-securite" });
    expect(sent.status).toBe(201);
    expect(await rowOf(sent.body.reference)).toMatchObject({ type: "support", category: "compte-securite" });
    expect((await bed.smtp.waitForMail("support@example.fr")).text).toContain(
      frenchTypography("Catégorie : Compte & sécurité"),
    );
    await bed.smtp.waitForMail(TEAM);
  });

  it("files a priority request under the account of a valid client key, however it is typed, and warns the key's owner", async () => {
    await bed.register("owner@example.fr");
    await bed.smtp.waitForMail("owner@example.fr");
    const owner = await bed.server.database.db
      .selectFrom("user")
      .select(["id", "clientKey"])
      .where("email", "=", "owner@example.fr")
      .executeTakeFirstOrThrow();
    const typed = ` ${owner.clientKey.toLowerCase().replaceAll("-", " ")} `;
    const sent = await post({ ...visitor, email: "it@example.fr", type: "priority", clientKey: typed });
    expect(sent.status).toBe(201);
    expect(await rowOf(sent.body.reference)).toMatchObject({ type: "priority", userId: owner.id });
    const team = await bed.smtp.waitForMail(TEAM);
    expect(team.subject).toBe(`[PRIORITAIRE] [${sent.body.reference}] Assistance prioritaire – Léa Martin`);
    expect(team.text).toContain(frenchTypography("Compte client : owner@example.fr"));
    expect((await bed.smtp.waitForMail("it@example.fr")).subject).toContain(sent.body.reference);
    const notice = await bed.smtp.waitForMail("owner@example.fr");
    expect(notice.subject).toBe("Votre clé client a été utilisée – Novadis");
    expect(notice.text).toContain("it@example.fr");
  });

  it("refuses an unknown client key with a clear French message, storing and sending nothing", async () => {
    const before = await bed.server.database.db.selectFrom("visitorRequest").select("id").execute();
    for (const clientKey of ["NVD-0000-0000-0000-0000", "pas une clé"]) {
      const refused = await post({ ...visitor, type: "priority", clientKey });
      expect(refused).toMatchObject({
        status: 400,
        body: { success: false, message: messages.requests.clientKeyUnknown, field: "clientKey" },
      });
    }
    const missing = await post({ ...visitor, type: "priority" });
    expect(missing.body).toMatchObject({ message: messages.requests.clientKeyRequired, field: "clientKey" });
    expect(await bed.server.database.db.selectFrom("visitorRequest").select("id").execute()).toEqual(before);
  });

  it("answers 400 naming the field for a missing consent, an unknown type or offer, and a malformed body", async () => {
    const noConsent = await post({ ...visitor, type: "contact", consent: false });
    expect(noConsent).toMatchObject({
      status: 400,
      body: { success: false, message: messages.requests.consentRequired, field: "consent" },
    });
    const badType = await post({ ...visitor, type: "complaint" });
    expect(badType.body).toMatchObject({ message: messages.requests.typeUnknown, field: "type" });
    const badOffer = await post({ ...visitor, type: "quote", offerId: "web-gold" });
    expect(badOffer.body).toMatchObject({ message: messages.requests.offerUnknown, field: "offerId" });
    const longMessage = await post({ ...visitor, type: "contact", message: "a".repeat(4001) });
    expect(longMessage.body).toMatchObject({ message: messages.forms.tooLong(4000), field: "message" });
    const malformed = await post('{"type": "contact",');
    expect(malformed.status).toBe(400);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("gives 20 simultaneous requests 20 distinct, consecutive references", async () => {
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post({ ...visitor, email: `burst${index}@example.fr`, type: "contact" }),
      ),
    );
    expect(sent.map((each) => each.status)).toEqual(Array(20).fill(201));
    const numbers = sent.map((each) => Number(each.body.reference.slice(-5))).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  });
});
