import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestDetail } from "../../back-office/request-detail.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";
import { samplePdf } from "../../testing/sample-files.js";

const TEAM = "team@novadis.test";
const CAREERS = "careers@novadis.test";

describe("back-office reply by e-mail", () => {
  let bed: BackOfficeTestbed;

  beforeAll(async () => {
    bed = await startBackOfficeTestbed({ LEADS_EMAIL: TEAM, CAREERS_EMAIL: CAREERS });
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

  it("answers a candidate from recruiting's address, and shows the job by its title", async () => {
    const staff = await bed.member("rh@example.fr", "staff");
    const form = new FormData();
    const fields = {
      jobId: "web-designer",
      firstName: "Inès",
      lastName: "Moreau",
      email: "cand@example.fr",
      consent: "on",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("cv", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "cv.pdf");
    const applied = await fetch(`${bed.server.url}/api/applications`, { method: "POST", body: form });
    const { reference } = (await applied.json()) as { reference: string };

    const detail = (await staff.query<RequestDetail>("admin.request", { reference })).data;
    expect([detail?.jobId, detail?.titles.job]).toEqual(["web-designer", "Designer web"]);

    await bed.smtp.waitForMail("cand@example.fr");
    await staff.mutation(
      "admin.reply",
      { reference, text: "Merci pour votre candidature." },
      { origin: bed.server.url },
    );
    const mail = await bed.smtp.waitForMail("cand@example.fr");
    expect(mail.replyTo).toBe(CAREERS);
  });
});
