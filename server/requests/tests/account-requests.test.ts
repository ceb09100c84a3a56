import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingSlot } from "../../../src/booking/shared/booking-slot.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { postJson, type TestBrowser } from "../../testing/http-client.js";
import { itipViolations, readIcsEvent } from "../../testing/ics-reader.js";
import { samplePdf } from "../../testing/sample-files.js";
import type { MyRequestsPage } from "../account-requests.js";

const TEAM = "team@novadis.test";
const YEAR = 365 * 24 * 60 * 60_000;

describe("requests of an account: my requests, export, deletion, client key, retention", () => {
  let bed: AuthTestbed;
  let url: string;
  const contact = (email: string, message = "Bonjour") => ({
    type: "contact",
    firstName: "Zoé",
    lastName: "Petit",
    email,
    message,
    consent: true,
  });
  const db = () => bed.server.database.db;
  const mine = async (browser: TestBrowser, input?: { cursor?: string; limit?: number }) =>
    (await browser.query<MyRequestsPage>("requests.mine", input)).data;
  /** Verifies the address with the link of its verification mail (other mails to it may come first). */
  const verify = async (email: string) => {
    const linkOf = () =>
      bed.smtp.messages
        .filter((mail) => mail.to.includes(email))
        .flatMap((mail) => mail.links)
        .find((link) => new URL(link).pathname === "/congratulation");
    await expect.poll(linkOf, { timeout: 10_000 }).toBeDefined();
    const token = new URL(linkOf() ?? "").searchParams.get("token");
    expect((await postJson(url, "/auth/verify-email", { token })).status).toBe(200);
  };

  beforeAll(async () => {
    bed = await startAuthTestbed({ env: { LEADS_EMAIL: TEAM } });
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("lists the requests made signed in, and those sent with the address once it is verified, newest first, by pages", async () => {
    // Sent before the account exists, with its address.
    const earlier = await postJson(url, "/api/requests", contact("zoe@example.fr", "avant le compte"));
    const browser = await bed.register("zoe@example.fr");
    expect((await browser.query("requests.mine")).status).toBe(200);
    const signedIn = await browser.mutation<{ reference: string }>("requests.submit", contact("zoe@example.fr"));
    // Someone else's request is never listed.
    await postJson(url, "/api/requests", contact("someone@example.fr"));

    // Unverified: only what the account itself sent.
    expect((await mine(browser))?.items.map((item) => item.reference)).toEqual([signedIn.data?.reference]);
    await verify("zoe@example.fr");
    const both = await mine(browser);
    expect(both?.items.map((item) => item.reference)).toEqual([signedIn.data?.reference, earlier.body.reference]);
    expect(both?.items[0]).toEqual({
      reference: signedIn.data?.reference,
      type: "contact",
      status: "new",
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
      booking: null,
      about: null,
    });

    const third = await browser.mutation<{ reference: string }>("requests.submit", {
      ...contact("zoe@example.fr"),
      type: "quote",
      offerId: "shopify-start",
    });
    const first = await mine(browser, { limit: 2 });
    expect(first?.items.map((item) => item.reference)).toEqual([third.data?.reference, signedIn.data?.reference]);
    expect(first?.items[0]?.about).toBe("Shopify Start");
    expect(first?.nextCursor).toEqual(expect.any(String));
    const second = await mine(browser, { limit: 2, cursor: first?.nextCursor ?? "" });
    expect(second).toEqual({
      items: [expect.objectContaining({ reference: earlier.body.reference })],
      nextCursor: null,
    });
    expect((await browser.query("requests.mine", { limit: 500 })).status).toBe(400);
    expect((await bed.browser().query("requests.mine")).status).toBe(401);
  });

  it("shows the account's client key, and a new one replaces the old at once", async () => {
    const browser = await bed.register("key@example.fr");
    const shown = await browser.query<{ clientKey: string }>("account.clientKey");
    const stored = await db()
      .selectFrom("user")
      .select("clientKey")
      .where("email", "=", "key@example.fr")
      .executeTakeFirstOrThrow();
    expect(shown.data?.clientKey).toBe(stored.clientKey);
    const renewed = await browser.mutation<{ clientKey: string }>("account.regenerateClientKey");
    expect(renewed.data?.clientKey).toMatch(/^NVD(-[0-9A-Z]{4}){4}$/);
    expect(renewed.data?.clientKey).not.toBe(stored.clientKey);
    const priority = (clientKey: string) =>
      postJson(url, "/api/requests", { ...contact("key@example.fr"), type: "priority", clientKey });
    expect((await priority(stored.clientKey)).body).toMatchObject({ message: messages.requests.clientKeyUnknown });
    expect((await priority(renewed.data?.clientKey ?? "")).status).toBe(201);
  });

  it("exports the account's requests with their booking and CV details, and anonymises them with the account", async () => {
    const browser = await bed.register("leaving@example.fr");
    await verify("leaving@example.fr");
    await browser.mutation("requests.submit", {
      ...contact("leaving@example.fr", "mon projet secret"),
      phone: "0600000000",
    });
    const slots = (await browser.query<BookingSlot[]>("booking.slots")).data ?? [];
    const slot = slots[10];
    if (!slot) throw new Error("no free slot");
    const booking = await browser.mutation<{ reference: string }>("booking.book", {
      start: slot.start,
      firstName: "Zoé",
      lastName: "Petit",
      email: "leaving@example.fr",
      consent: true,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      jobId: "product-manager",
      firstName: "Zoé",
      lastName: "Petit",
      email: "leaving@example.fr",
      consent: "true",
    })) {
      form.append(name, value);
    }
    form.append("cv", new Blob([new Uint8Array(samplePdf())]), "zoe.pdf");
    expect((await fetch(`${url}/api/applications`, { method: "POST", body: form })).status).toBe(201);

    const exported = await browser.query<{
      user: { clientKey: string };
      requests: Array<{ type: string; message: string | null; booking: unknown; cv: unknown }>;
      consents: Array<{ givenAt: string; with: string }>;
    }>("account.exportData");
    // Each form's consent, in one list, dated in ISO 8601.
    expect(exported.data?.consents.map((consent) => consent.with)).toEqual([
      expect.stringMatching(/^demande NOV-/),
      `demande ${booking.data?.reference}`,
      expect.stringMatching(/^demande NOV-/),
    ]);
    expect(exported.data?.consents[0]?.givenAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(exported.data?.user.clientKey).toMatch(/^NVD-/);
    expect(exported.data?.requests).toEqual([
      expect.objectContaining({
        type: "contact",
        message: "mon projet secret",
        phone: "0600000000",
        booking: null,
        cv: null,
      }),
      expect.objectContaining({
        type: "booking",
        booking: expect.objectContaining({ start: new Date(slot.start).toISOString() }),
      }),
      expect.objectContaining({
        type: "application",
        jobId: "product-manager",
        cv: { fileName: "zoe.pdf", mediaType: "application/pdf", sizeBytes: samplePdf().length },
      }),
    ]);

    const deleted = await browser.mutation("account.deleteAccount", { confirmEmail: "leaving@example.fr" });
    expect(deleted.status).toBe(200);
    const rows = await db()
      .selectFrom("visitorRequest")
      .selectAll()
      .where("consentAt", ">", 0)
      .where("email", "=", "")
      .execute();
    expect(rows.map((row) => row.type).sort()).toEqual(["application", "booking", "contact"]);
    for (const row of rows) {
      expect(row).toMatchObject({
        firstName: "",
        lastName: "",
        emailNormalized: "",
        phone: null,
        message: null,
        userId: null,
        status: "archived",
      });
    }
    expect(rows.map((row) => row.reference)).toContain(booking.data?.reference);
    expect(
      await db()
        .selectFrom("applicationFile")
        .select("requestId")
        .where(
          "requestId",
          "in",
          rows.map((row) => row.id),
        )
        .execute(),
    ).toEqual([]);
    // The future call is cancelled: its slot is offered again, and the team is told.
    expect(
      ((await bed.browser().query<BookingSlot[]>("booking.slots")).data ?? []).map((each) => each.start),
    ).toContain(slot.start);
    const notice = `[${booking.data?.reference}] Appel découverte annulé – Zoé Petit`;
    const told = () => bed.smtp.messages.filter((mail) => mail.to.includes(TEAM) && mail.subject === notice);
    await expect.poll(() => told().length, { timeout: 10_000 }).toBe(1);
    // With the .ics CANCEL that takes the call out of the team's calendars, numbered above the invitation.
    const removal = told()[0]?.attachments[0]?.content ?? "";
    expect(itipViolations(removal, told()[0]?.fromAddress ?? "")).toEqual([]);
    expect(readIcsEvent(removal)).toMatchObject({ method: "CANCEL", sequence: 1, start: Date.parse(slot.start) });
  });

  it("purges requests 3 years and applications 2 years after their last update, with their files", async () => {
    const kept = await postJson(url, "/api/requests", contact("old@example.fr"));
    const expired = await postJson(url, "/api/requests", contact("older@example.fr"));
    const form = new FormData();
    for (const [name, value] of Object.entries({
      jobId: "web-designer",
      firstName: "Old",
      lastName: "Candidate",
      email: "candidate@example.fr",
      consent: "on",
    })) {
      form.append(name, value);
    }
    form.append("cv", new Blob([new Uint8Array(samplePdf())]), "cv.pdf");
    const application = (await (await fetch(`${url}/api/applications`, { method: "POST", body: form })).json()) as {
      reference: string;
    };
    const age = async (reference: string, years: number) =>
      db()
        .updateTable("visitorRequest")
        .set({ updatedAt: Date.now() - years * YEAR - 2 * 24 * 60 * 60_000 })
        .where("reference", "=", reference)
        .execute();
    await age(kept.body.reference, 2);
    await age(expired.body.reference, 3);
    await age(application.reference, 2);

    await bed.server.services.cleanup.run();

    const left = (await db().selectFrom("visitorRequest").select("reference").execute()).map((row) => row.reference);
    expect(left).toContain(kept.body.reference);
    expect(left).not.toContain(expired.body.reference);
    expect(left).not.toContain(application.reference);
    const files = await db()
      .selectFrom("applicationFile")
      .innerJoin("visitorRequest", "visitorRequest.id", "applicationFile.requestId")
      .select("reference")
      .execute();
    expect(files.map((row) => row.reference)).not.toContain(application.reference);
  });
});
