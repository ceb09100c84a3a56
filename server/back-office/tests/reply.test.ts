import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestDetail } from "../../back-office/request-detail.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "./back-office-testbed.js";

const TEAM = "team@novadis.test";

describe("back-office reply by e-mail", () => {
  let bed: BackOfficeTestbed;

  beforeAll(async () => {
    bed = await startBackOfficeTestbed({ LEADS_EMAIL: TEAM });
  });
  afterAll(() => bed.close());

  it("mails the visitor through the outbox with Reply-To the team, and keeps the reply in the history", async () => {
    const staff = await bed.member("sam@example.fr", "staff");
    const reference = await bed.submitQuote({ email: "reply.me@example.fr" });
    const acknowledgement = await bed.smtp.waitForMail("reply.me@example.fr");
    // Written by the site: out-of-office robots must not answer it (RFC 3834).
    expect(acknowledgement.headers["auto-submitted"]).toBe("auto-generated");

    const text = "Merci pour votre demande.\nNous vous rappelons demain <b>matin</b>.";
    const sent = await staff.mutation("admin.reply", { reference, text }, { origin: bed.server.url });
    expect(sent.status).toBe(200);

    const mail = await bed.smtp.waitForMail("reply.me@example.fr");
    expect(mail.subject).toBe(`Re: Demande de devis ${reference} – Novadis`);
    expect(mail.replyTo).toBe(TEAM);
    // Typed by a team member: an answer, even an automatic one, is welcome.
    expect(mail.headers["auto-submitted"]).toBeUndefined();
    expect(mail.text).toContain("Nous vous rappelons demain <b>matin</b>.");
    expect(mail.html).toContain("&#60;b&#62;matin&#60;/b&#62;");

    const detail = (await staff.query<RequestDetail>("admin.request", { reference })).data;
    expect(detail?.events).toEqual([expect.objectContaining({ kind: "reply", actorName: "Ana Durand", body: text })]);
  });
});
