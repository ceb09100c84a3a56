import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingSlot } from "../../../src/booking/shared/booking-slot.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";
import { readIcsEvent } from "../../testing/ics-reader.js";
import { pdfText } from "../../testing/pdf-text.js";

const TEAM = "team@novadis.test";
const oneLine = (text: string) => text.replace(/\s+/g, " ");

/** What the site writes later follows the language the visitor used; the team's mails stay French (docs/0068). */
describe("mails, PDFs and invitations in the visitor's language", () => {
  let bed: AuthTestbed;
  let url: string;

  beforeAll(async () => {
    bed = await startAuthTestbed({ env: { LEADS_EMAIL: TEAM } });
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  // The first PDF starts the renderer's worker: seconds on a loaded two-core machine.
  it("answers a quote asked for in English with an English mail and PDF, and tells the team in French", {
    timeout: 60_000,
  }, async () => {
    const sent = await postJson(url, "/api/quotes", {
      offers: ["shopify-essential"],
      customer: {
        firstName: "Oliver",
        lastName: "Hughes",
        email: "oliver@hughes.example",
        company: "Hughes Ltd",
        address: "1 King Street\nLondon",
      },
      consent: true,
      locale: "en",
    });
    expect(sent.status).toBe(201);
    const { reference } = sent.body;

    const mail = await bed.smtp.waitForMail("oliver@hughes.example");
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain("Hello Oliver,");
    expect(mail.text).toContain(`Here is your quote ${reference}, attached as a PDF. It is valid until `);
    expect(mail.text).toContain("€1,990.00 excl. VAT");
    expect(mail.text).toContain("The Novadis team");
    expect(mail.html).toContain('<html lang="en">');
    const pdf = oneLine(await pdfText(mail.attachments[0]?.bytes ?? Buffer.alloc(0)));
    for (const expected of [
      `Quote ${reference}`,
      "Total excl. VAT €1,990.00",
      "VAT 20% €398.00",
      "Total incl. VAT",
      "€2,388.00",
      "Deposit of 30% on acceptance of the quote €716.40 incl. VAT",
      "Payment schedule",
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).toMatch(/Issued on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(pdf).not.toContain("Échéancier");

    const team = await bed.smtp.waitForMail(TEAM);
    expect(team.subject).toContain(`[${reference}] Devis émis`);
    expect(oneLine(team.text)).toContain("Langue du visiteur : anglais");
    expect(team.text).toContain("Bonjour,");
  });

  it("sends an English booking's invitation with an English SUMMARY and DESCRIPTION", async () => {
    const slots = ((await (await fetch(`${url}/api/booking-slots`)).json()) as { slots: BookingSlot[] }).slots;
    const booked = await postJson(url, "/api/bookings", {
      start: slots[0]?.start,
      firstName: "Amelia",
      lastName: "Clarke",
      email: "amelia@clarke.example",
      consent: true,
      locale: "en",
    });
    expect(booked.status).toBe(201);
    const mail = await bed.smtp.waitForMail("amelia@clarke.example");
    expect(mail.text).toContain("Your 30-minute discovery call is booked.");
    expect(mail.text).toContain("(Paris time), 30 minutes");
    const event = readIcsEvent(mail.attachments.find((each) => each.filename === "invitation.ics")?.content ?? "");
    expect(event.summary).toBe(`Novadis discovery call (${booked.body.reference})`);
    expect(event.description).toContain(
      `30-minute discovery call with the Novadis team. Reference: ${booked.body.reference}.`,
    );
    expect(event.description).toContain("To cancel: ");
    const team = await bed.smtp.waitForMail(TEAM);
    expect(oneLine(team.text)).toContain("Langue du visiteur : anglais");
    const teamEvent = readIcsEvent(team.attachments.find((each) => each.filename === "invitation.ics")?.content ?? "");
    expect(teamEvent.summary).toBe(`Appel découverte Novadis (${booked.body.reference})`);

    // Cancelled with the mail's link: the visitor's confirmation and CANCEL in English, the team's in French.
    const link = mail.links.find((each) => new URL(each).searchParams.has("token"));
    expect(new URL(link ?? "http://x").pathname).toBe("/en/booking/cancellation");
    const token = new URL(link ?? "http://x").searchParams.get("token");
    expect((await postJson(url, "/api/bookings/cancellation", { token })).status).toBe(200);
    const cancelled = await bed.smtp.waitForMail("amelia@clarke.example");
    expect(cancelled.subject).toContain(`Appointment ${booked.body.reference} cancelled`);
    expect(oneLine(cancelled.text)).toContain(
      "is cancelled, as you asked. The attachment removes it from your calendar.",
    );
    expect(cancelled.links.map((each) => new URL(each).pathname)).toContain("/en/booking");
    const removal = readIcsEvent(cancelled.attachments[0]?.content ?? "");
    expect(removal).toMatchObject({ method: "CANCEL", summary: `Novadis discovery call (${booked.body.reference})` });
    const teamNotice = await bed.smtp.waitForMail(TEAM);
    expect(oneLine(teamNotice.text)).toContain("a annulé son appel découverte");
  });

  it("writes an account registered in English its verification mail in English, and keeps French the default", async () => {
    const english = bed.browser();
    const registered = await english.mutation("auth.register", {
      firstName: "Harry",
      lastName: "Evans",
      email: "harry@evans.example",
      password: TEST_PASSWORD,
      locale: "en",
    });
    expect(registered.status).toBe(200);
    const mail = await bed.smtp.waitForMail("harry@evans.example");
    expect(mail.text).toContain("Thank you for registering with Novadis.");
    expect(mail.text).toContain("Verify my email address");
    // Its link opens the English page, and its account screens come in English unless this browser chose.
    expect(mail.links.map((link) => new URL(link).pathname)).toContain("/en/congratulation");
    const dashboard = await english.request("/dashboard?demandes=x");
    expect(dashboard.status).toBe(303);
    expect(dashboard.headers.get("location")).toBe("/en/dashboard?demandes=x");
    english.cookies.set("lang", "fr");
    expect((await english.request("/dashboard")).status).toBe(200);
    // Its security mails too: someone registering its address again is told in English, with English links.
    await bed.browser().mutation("auth.register", {
      firstName: "Harry",
      lastName: "Evans",
      email: "harry@evans.example",
      password: TEST_PASSWORD,
    });
    const attempt = await bed.smtp.waitForMail("harry@evans.example");
    expect(oneLine(attempt.text)).toContain(
      "Someone has just tried to create a Novadis account with your email address.",
    );
    expect(attempt.links.map((link) => new URL(link).pathname)).toContain("/en/forgot-password");

    await bed.register("ana@durand.example");
    const french = await bed.smtp.waitForMail("ana@durand.example");
    expect(french.text).toContain("Merci de votre inscription sur Novadis.");
    const stored = await bed.server.database.db
      .selectFrom("user")
      .select(["email", "locale"])
      .where("email", "in", ["harry@evans.example", "ana@durand.example"])
      .orderBy("email")
      .execute();
    expect(stored).toEqual([
      { email: "ana@durand.example", locale: "fr" },
      { email: "harry@evans.example", locale: "en" },
    ]);
  });

  it("takes an unknown language as French, never as an error", async () => {
    const sent = await postJson(url, "/api/requests", {
      type: "contact",
      firstName: "Lucie",
      lastName: "Martin",
      email: "lucie@martin.example",
      message: "Bonjour",
      consent: true,
      locale: "de",
    });
    expect(sent.status).toBe(201);
    const mail = await bed.smtp.waitForMail("lucie@martin.example");
    expect(mail.text).toContain("Nous avons bien reçu votre message");
    await bed.smtp.waitForMail(TEAM);
  });
});
