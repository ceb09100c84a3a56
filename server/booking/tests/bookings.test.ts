import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingSlot } from "../../../src/booking/shared/booking-slot.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { parisParts, toParisIso } from "../../../src/shared/paris-time.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";
import { itipViolations, readIcsEvent } from "../../testing/ics-reader.js";
import { testEngine } from "../../testing/test-database.js";

const TEAM = "team@novadis.test";

describe("discovery-call booking over HTTP", () => {
  let bed: AuthTestbed;
  let url: string;
  const person = (email: string) => ({
    firstName: "Hugo",
    lastName: "Blanc",
    email,
    phone: "06 11 22 33 44",
    topic: "Refonte de notre boutique",
    consent: true,
  });
  const freeSlots = async (): Promise<BookingSlot[]> =>
    ((await (await fetch(`${url}/api/booking-slots`)).json()) as { slots: BookingSlot[] }).slots;
  const book = (start: string, email: string) => postJson(url, "/api/bookings", { ...person(email), start });
  const cancelToken = async (email: string) => {
    const mail = await bed.smtp.waitForMail(email);
    const link = mail.links.find((each) => new URL(each).pathname === "/rendez-vous/annulation");
    return { mail, token: new URL(link ?? "http://x").searchParams.get("token") ?? "" };
  };

  beforeAll(async () => {
    bed = await startAuthTestbed({ env: { LEADS_EMAIL: TEAM } });
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("lists free slots as ISO 8601 with the Paris offset: weekdays, 9:00 to 17:30, from a later day", async () => {
    const response = await fetch(`${url}/api/booking-slots`);
    expect(response.status).toBe(200);
    const slots = await freeSlots();
    expect(slots.length).toBeGreaterThanOrEqual(18 * 8);
    const today = parisParts(Date.now());
    for (const slot of slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
      const start = parisParts(Date.parse(slot.start));
      expect([1, 2, 3, 4, 5]).toContain(start.weekday);
      expect(start.hour).toBeGreaterThanOrEqual(9);
      expect(start.hour * 60 + start.minute).toBeLessThanOrEqual(17 * 60 + 30);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      expect(`${start.year}-${start.month}-${start.day}`).not.toBe(`${today.year}-${today.month}-${today.day}`);
    }
  });

  it("books a slot: 201 with reference and times, slot no longer offered, mails with an .ics that reads back in Paris time", async () => {
    const [slot] = await freeSlots();
    if (!slot) throw new Error("no free slot");
    const booked = await book(slot.start, "hugo@example.fr");
    expect(booked.status).toBe(201);
    expect(booked.body).toEqual({
      success: true,
      reference: expect.stringMatching(/^NOV-\d{4}-\d{5}$/),
      start: slot.start,
      end: slot.end,
    });
    expect((await freeSlots()).map((each) => each.start)).not.toContain(slot.start);

    const db = bed.server.database.db;
    const row = await db
      .selectFrom("visitorRequest")
      .innerJoin("booking", "booking.requestId", "visitorRequest.id")
      .selectAll()
      .where("reference", "=", booked.body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: "booking",
      message: "Refonte de notre boutique",
      startsAt: Date.parse(slot.start),
    });
    expect(row.cancelTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const { mail, token } = await cancelToken("hugo@example.fr");
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail.subject).toBe(`Appel découverte ${booked.body.reference} – Novadis`);
    const invitation = mail.attachments.find((each) => each.filename === "invitation.ics");
    expect(invitation?.contentType).toContain("text/calendar");
    const event = readIcsEvent(invitation?.content ?? "");
    expect(toParisIso(event.start)).toBe(slot.start);
    expect(toParisIso(event.end)).toBe(slot.end);
    const team = await bed.smtp.waitForMail(TEAM);
    expect(team.replyTo).toBe("hugo@example.fr");
    expect(team.subject).toBe(`[${booked.body.reference}] Appel découverte – Hugo Blanc`);
    expect(team.attachments.map((each) => each.filename)).toEqual(["invitation.ics"]);
  });

  it("invites as calendars expect (RFC 5546): a REQUEST from the team's address to each side, the cancel link only in the visitor's", async () => {
    const slot = (await freeSlots())[3];
    if (!slot) throw new Error("no free slot");
    // Accents are two octets in UTF-8: a line folded at 75 characters would be longer than 75 octets.
    const booked = await postJson(url, "/api/bookings", {
      ...person("helene@example.fr"),
      firstName: "Hélène-Éléonore",
      lastName: "Bérénice-Château",
      start: slot.start,
    });
    expect(booked.status).toBe(201);
    const { mail, token } = await cancelToken("helene@example.fr");
    const team = await bed.smtp.waitForMail(TEAM);
    for (const each of [mail, team]) {
      expect(each.fromAddress).toBe(TEAM);
      expect(each.headers["auto-submitted"]).toBe("auto-generated");
      expect(each.attachments[0]?.contentType).toBe("text/calendar");
      expect(itipViolations(each.attachments[0]?.content ?? "", each.fromAddress)).toEqual([]);
    }
    const visitorCopy = readIcsEvent(mail.attachments[0]?.content ?? "");
    const teamCopy = readIcsEvent(team.attachments[0]?.content ?? "");
    expect(visitorCopy).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      status: "CONFIRMED",
      organizer: TEAM,
      attendees: [{ email: "helene@example.fr", partstat: "NEEDS-ACTION", rsvp: "TRUE" }],
      location: "Appel téléphonique au 06 11 22 33 44",
      alarms: [{ action: "DISPLAY", trigger: "-PT15M" }],
    });
    expect(visitorCopy.description).toContain(token);
    expect(teamCopy).toMatchObject({ ...visitorCopy, description: expect.not.stringContaining("annuler") });
    expect(team.attachments[0]?.content).not.toContain(token);

    expect((await postJson(url, "/api/bookings/cancellation", { token })).status).toBe(200);
    for (const address of ["helene@example.fr", TEAM]) {
      const notice = await bed.smtp.waitForMail(address);
      const ics = notice.attachments[0]?.content ?? "";
      expect(itipViolations(ics, notice.fromAddress)).toEqual([]);
      expect(readIcsEvent(ics)).toMatchObject({ method: "CANCEL", uid: visitorCopy.uid, sequence: 1 });
    }
  });

  it("lets exactly one of two simultaneous bookings of a slot through (201 and 409), without losing a reference", async () => {
    const slot = (await freeSlots())[3];
    if (!slot) throw new Error("no free slot");
    const [first, second] = await Promise.all([book(slot.start, "a@example.fr"), book(slot.start, "b@example.fr")]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toEqual({ success: false, message: messages.booking.slotTaken, field: "start" });
    const holders = await bed.server.database.db
      .selectFrom("bookedSlot")
      .select("requestId")
      .where("startsAt", "=", Date.parse(slot.start))
      .execute();
    expect(holders).toHaveLength(1);
    const winner = first.status === 201 ? first : second;
    const next = await postJson(url, "/api/requests", {
      type: "contact",
      firstName: "Nina",
      lastName: "Vidal",
      email: "nina@example.fr",
      message: "Bonjour",
      consent: true,
    });
    // The loser's reference is not reused: on SQLite its counter rolls back with it, so none is skipped; on
    // PostgreSQL a sequence gives numbers without a lock, and the rolled-back one stays a gap (docs/0055).
    const after = Number(winner.body.reference.slice(-5));
    if (testEngine() === "sqlite") expect(Number(next.body.reference.slice(-5))).toBe(after + 1);
    else expect(Number(next.body.reference.slice(-5))).toBeGreaterThan(after);
    await bed.smtp.waitForMail(first.status === 201 ? "a@example.fr" : "b@example.fr");
    await bed.smtp.waitForMail(TEAM);
    await bed.smtp.waitForMail(TEAM);
  });

  it("refuses a start that is not an offered slot with 400", async () => {
    const [slot] = await freeSlots();
    if (!slot) throw new Error("no free slot");
    const offHour = new Date(Date.parse(slot.start) + 15 * 60_000).toISOString();
    for (const start of [offHour, "2020-01-06T09:00:00+01:00"]) {
      const refused = await book(start, "late@example.fr");
      expect(refused).toMatchObject({
        status: 400,
        body: { success: false, message: messages.booking.slotNotOffered, field: "start" },
      });
    }
    const malformed = await book("demain 9h", "late@example.fr");
    expect(malformed.body).toMatchObject({ message: messages.booking.slotRequired, field: "start" });
  });

  it("cancels through the mailed link's token: once, freeing the slot and telling visitor and team", async () => {
    const slot = (await freeSlots())[5];
    if (!slot) throw new Error("no free slot");
    const booked = await book(slot.start, "cancel@example.fr");
    expect(booked.status).toBe(201);
    const { token } = await cancelToken("cancel@example.fr");
    await bed.smtp.waitForMail(TEAM);

    const preview = await fetch(`${url}/api/bookings/cancellation?token=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({ success: true, reference: booked.body.reference, ...slot });
    expect((await freeSlots()).map((each) => each.start)).not.toContain(slot.start);

    const cancelled = await postJson(url, "/api/bookings/cancellation", { token });
    expect(cancelled).toMatchObject({ status: 200, body: { success: true, reference: booked.body.reference } });
    expect((await freeSlots()).map((each) => each.start)).toContain(slot.start);
    const row = await bed.server.database.db
      .selectFrom("visitorRequest")
      .innerJoin("booking", "booking.requestId", "visitorRequest.id")
      .select(["status", "cancelledAt", "cancelTokenHash"])
      .where("reference", "=", booked.body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "archived", cancelTokenHash: null, cancelledAt: expect.any(Number) });

    const notice = await bed.smtp.waitForMail("cancel@example.fr");
    expect(notice.subject).toBe(`Rendez-vous ${booked.body.reference} annulé – Novadis`);
    const removal = readIcsEvent(notice.attachments[0]?.content ?? "");
    expect(removal).toMatchObject({ method: "CANCEL", status: "CANCELLED", start: Date.parse(slot.start) });
    expect((await bed.smtp.waitForMail(TEAM)).subject).toContain("annulé");

    const again = await postJson(url, "/api/bookings/cancellation", { token });
    expect(again).toMatchObject({
      status: 400,
      body: { success: false, message: messages.booking.cancelLinkInvalid, field: "token" },
    });
    for (const bad of ["x", "TOKEN_FROM_MAIL", "a".repeat(300)]) {
      const malformed = await fetch(`${url}/api/bookings/cancellation?token=${bad}`);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        success: false,
        message: messages.booking.cancelLinkInvalid,
        field: "token",
      });
    }
    // The freed slot can be booked again.
    expect((await book(slot.start, "second@example.fr")).status).toBe(201);
  });

  it("offers the same through tRPC for the React booking page", async () => {
    const browser = bed.browser();
    const slots = await browser.query<BookingSlot[]>("booking.slots");
    expect(slots.data).toEqual(await freeSlots());
    const slot = slots.data?.[7];
    if (!slot) throw new Error("no free slot");
    const booked = await browser.mutation<{ reference: string; start: string }>(
      "booking.book",
      { ...person("trpc@example.fr"), start: slot.start },
      { origin: url },
    );
    expect(booked.status).toBe(200);
    expect(booked.data).toMatchObject({ success: true, start: slot.start });
    const taken = await browser.mutation("booking.book", { ...person("late@example.fr"), start: slot.start });
    expect(taken.status).toBe(409);
    expect(taken.error?.data.field).toBe("start");
  });
});
