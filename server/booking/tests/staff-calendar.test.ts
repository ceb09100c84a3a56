import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingSlot } from "../../../src/booking/shared/booking-slot.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import type { RequestDetail } from "../../back-office/index.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { postJson } from "../../testing/http-client.js";
import { itipViolations, readIcsEvent } from "../../testing/ics-reader.js";
import type { CapturedMail } from "../../testing/smtp-capture.js";
import type { CalendarCall } from "../staff-calendar.js";

const TEAM = "team@novadis.test";
const DAY = 24 * 60 * 60_000;

describe("back-office calendar of discovery calls", () => {
  let bed: BackOfficeTestbed;
  let staff: TestBrowser;
  const freeSlots = async (): Promise<BookingSlot[]> =>
    ((await (await fetch(`${bed.server.url}/api/booking-slots`)).json()) as { slots: BookingSlot[] }).slots;
  const book = async (slot: BookingSlot | undefined, email: string): Promise<string> => {
    if (!slot) throw new Error("no free slot");
    const booked = await postJson(bed.server.url, "/api/bookings", {
      start: slot.start,
      firstName: "Hugo",
      lastName: "Blanc",
      email,
      topic: "Refonte de la boutique",
      consent: true,
    });
    expect(booked.status).toBe(201);
    await bed.smtp.waitForMail(email); // the confirmation and its invitation
    return booked.body.reference;
  };
  /** Moves a booked call in time, as the passing days would. */
  const move = async (reference: string, startsAt: number) => {
    const db = bed.server.database.db;
    const { id } = await db
      .selectFrom("visitorRequest")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    await db.updateTable("bookedSlot").set({ startsAt }).where("requestId", "=", id).execute();
    await db
      .updateTable("booking")
      .set({ startsAt, endsAt: startsAt + 30 * 60_000 })
      .where("requestId", "=", id)
      .execute();
  };
  /** The team's mail carrying this method of this event (other mails to the team are passed over). */
  const teamMail = async (uid: string, method: string): Promise<CapturedMail> => {
    for (;;) {
      const mail = await bed.smtp.waitForMail(TEAM);
      const ics = mail.attachments.find((each) => each.contentType === "text/calendar")?.content;
      const event = ics ? readIcsEvent(ics) : null;
      if (event?.uid === uid && event.method === method) return mail;
    }
  };
  const calendar = async () => (await staff.query<CalendarCall[]>("admin.calendar")).data ?? [];

  beforeAll(async () => {
    bed = await startBackOfficeTestbed({ LEADS_EMAIL: TEAM });
    staff = await bed.member("sam@example.fr", "staff");
  });
  afterAll(() => bed.close());

  it("lists the calls still booked from today to the last bookable day, in order, and no others", async () => {
    const slots = await freeSlots();
    const later = await book(slots[20], "later@example.fr");
    const first = await book(slots[2], "first@example.fr");
    const yesterday = await book(slots[4], "yesterday@example.fr");
    const farAhead = await book(slots[6], "far@example.fr");
    await move(yesterday, Date.now() - DAY);
    await move(farAhead, Date.now() + 16 * DAY);

    const calls = await calendar();
    expect(calls.map((call) => call.reference)).toEqual([first, later]);
    expect(calls[0]).toEqual({
      reference: first,
      start: slots[2]?.start,
      end: slots[2]?.end,
      firstName: "Hugo",
      lastName: "Blanc",
      email: "first@example.fr",
      phone: null,
      company: null,
      topic: "Refonte de la boutique",
      past: false,
    });
  });

  it("cancels a call: slot free again, visitor mailed with the .ics CANCEL and the message, history and audit kept", async () => {
    const slot = (await freeSlots())[10];
    const reference = await book(slot, "hugo@example.fr");

    const cancelled = await staff.mutation(
      "admin.cancelCall",
      { reference, message: "Notre consultant est absent ce jour-là." },
      { origin: bed.server.url },
    );
    expect(cancelled.status).toBe(200);
    expect((await calendar()).map((call) => call.reference)).not.toContain(reference);
    expect((await freeSlots()).map((each) => each.start)).toContain(slot?.start);

    const mail = await bed.smtp.waitForMail("hugo@example.fr");
    expect(mail.subject).toBe(`Rendez-vous ${reference} annulé – Novadis`);
    expect(mail.replyTo).toBe(TEAM);
    expect(mail.text).toContain("Nous devons malheureusement annuler votre appel découverte");
    expect(mail.text).toContain("Notre consultant est absent ce jour-là.");
    const removal = readIcsEvent(mail.attachments.find((each) => each.filename === "annulation.ics")?.content ?? "");
    expect(removal).toMatchObject({ method: "CANCEL", status: "CANCELLED", start: Date.parse(slot?.start ?? "") });
    // The team's calendars got the invitation at booking: the CANCEL reaches them too (RFC 5546), numbered
    // above it, from the invitation's organiser.
    const invited = await teamMail(removal.uid, "REQUEST");
    const teamCopy = await teamMail(removal.uid, "CANCEL");
    expect(teamCopy.subject).toBe(`[${reference}] Appel découverte annulé – Hugo Blanc`);
    expect(teamCopy.text).toContain("Notre consultant est absent ce jour-là.");
    for (const each of [mail, invited, teamCopy]) {
      expect(itipViolations(each.attachments[0]?.content ?? "", each.fromAddress)).toEqual([]);
    }
    const invitation = readIcsEvent(invited.attachments[0]?.content ?? "");
    expect(readIcsEvent(teamCopy.attachments[0]?.content ?? "").sequence).toBeGreaterThan(invitation.sequence);
    expect(removal.sequence).toBeGreaterThan(invitation.sequence);

    const detail = (await staff.query<RequestDetail>("admin.request", { reference })).data;
    expect(detail?.status).toBe("archived");
    expect(detail?.events).toEqual([
      expect.objectContaining({
        kind: "status",
        actorName: "Ana Durand",
        body: expect.stringContaining("rendez-vous annulé par l'équipe"),
      }),
    ]);
    const audit = await bed.server.database.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "booking.cancel")
      .where("target", "=", reference)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actorEmail: "sam@example.fr", ip: expect.any(String) })]);

    // Once only; and the freed slot can be booked again.
    const again = await staff.mutation("admin.cancelCall", { reference }, { origin: bed.server.url });
    expect([again.status, again.error?.message]).toEqual([400, messages.backOffice.bookingAlreadyCancelled]);
    await book(slot, "next@example.fr");
  });

  it("refuses what is not a future booking with a French message", async () => {
    const quote = await bed.submitQuote({ email: "quote@example.fr" });
    const notBooking = await staff.mutation("admin.cancelCall", { reference: quote }, { origin: bed.server.url });
    expect([notBooking.status, notBooking.error?.message]).toEqual([400, messages.backOffice.notABooking]);

    const past = await book((await freeSlots())[12], "past@example.fr");
    await move(past, Date.now() - 60_000);
    const refused = await staff.mutation("admin.cancelCall", { reference: past }, { origin: bed.server.url });
    expect(refused.status).toBe(400);
    expect((await calendar()).find((call) => call.reference === past)?.past).toBe(true);
  });
});
