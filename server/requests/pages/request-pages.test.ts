import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingSlot } from "../../../src/booking/shared/booking-slot.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { formatParisDateTime } from "../../../src/shared/paris-time.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { readPage } from "../../testing/html-page.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { readIcsEvent } from "../../testing/ics-reader.js";
import { samplePdf } from "../../testing/sample-files.js";
import { sourcePages } from "../../testing/source-pages.js";

const TEAM = "team@novadis.test";
const REFERENCE = /NOV-\d{4}-\d{5}/;

/**
 * The booking, cancel-link and application pages as a browser without JavaScript uses them: real form
 * posts (URL-encoded and multipart) to the real app, real SQLite and SMTP, pages rendered by the React components.
 */
describe("request pages without JavaScript", () => {
  let bed: AuthTestbed;
  const person = (email: string) => ({ firstName: "Hugo", lastName: "Blanc", email, consent: "on" });

  beforeAll(async () => {
    bed = await startAuthTestbed({ pages: sourcePages(), env: { LEADS_EMAIL: TEAM } });
  });
  afterAll(() => bed.close());

  /** The page a 303 leads to, as the browser would load it next. */
  async function follow(browser: TestBrowser, response: Response) {
    expect(response.status).toBe(303);
    return readPage(await (await browser.request(response.headers.get("location") ?? "")).text());
  }

  async function offeredSlots(browser: TestBrowser) {
    const page = readPage(await (await browser.request("/rendez-vous")).text());
    const form = page.forms.find((each) => each.inputs.some((input) => input.value === "booking"));
    return { page, starts: form?.inputs.filter((input) => input.type === "radio").map((input) => input.value) ?? [] };
  }

  it("lists the free slots as radio buttons and books one: 303, the reference and Paris time shown, row and .ics mail", async () => {
    const browser = bed.browser();
    const { starts } = await offeredSlots(browser);
    const slots = ((await (await fetch(`${bed.server.url}/api/booking-slots`)).json()) as { slots: BookingSlot[] })
      .slots;
    expect(starts).toEqual(slots.map((slot) => slot.start));
    const start = starts[0] ?? "";

    const booked = await follow(
      browser,
      await browser.postForm("/rendez-vous", { _form: "booking", start, ...person("nojs@example.fr") }),
    );
    const reference = REFERENCE.exec(booked.text)?.[0];
    expect(reference).toBeDefined();
    expect(booked.text).toContain(`${formatParisDateTime(Date.parse(start))} (heure de Paris)`);
    const row = await bed.server.database.db
      .selectFrom("visitorRequest")
      .innerJoin("booking", "booking.requestId", "visitorRequest.id")
      .select(["type", "email", "startsAt"])
      .where("reference", "=", reference ?? "")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: "booking", email: "nojs@example.fr", startsAt: Date.parse(start) });
    const mail = await bed.smtp.waitForMail("nojs@example.fr");
    const invitation = mail.attachments.find((each) => each.filename === "invitation.ics");
    expect(readIcsEvent(invitation?.content ?? "").start).toBe(Date.parse(start));
  });

  it("a slot taken meanwhile: 409, the form again with the message, the values, and only free slots", async () => {
    const first = bed.browser();
    const { starts } = await offeredSlots(first);
    const start = starts[1] ?? "";
    expect(
      (await first.postForm("/rendez-vous", { _form: "booking", start, ...person("first@example.fr") })).status,
    ).toBe(303);
    const second = bed.browser();
    const lost = await second.postForm("/rendez-vous", { _form: "booking", start, ...person("second@example.fr") });
    expect(lost.status).toBe(409);
    const page = readPage(await lost.text());
    expect(page.alerts).toContain(messages.booking.slotTaken);
    expect(page.fieldsOf("booking")).toMatchObject({ email: "second@example.fr", consent: "on" });
    const again = page.forms.find((each) => each.inputs.some((input) => input.value === "booking"));
    const offered = again?.inputs.filter((input) => input.type === "radio").map((input) => input.value) ?? [];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(start);
  });

  it("the cancel link: GET shows the booking and cancels nothing; the button's POST cancels and frees the slot", async () => {
    const browser = bed.browser();
    const { starts } = await offeredSlots(browser);
    const start = starts[2] ?? "";
    await browser.postForm("/rendez-vous", { _form: "booking", start, ...person("cancel@example.fr") });
    const mail = await bed.smtp.waitForMail("cancel@example.fr");
    const link = new URL(mail.links.find((each) => new URL(each).pathname === "/rendez-vous/annulation") ?? "");

    const shown = readPage(await (await browser.request(link.pathname + link.search)).text());
    expect(shown.text).toContain(formatParisDateTime(Date.parse(start)));
    expect(shown.fieldsOf("booking-cancel").token).toBe(link.searchParams.get("token"));
    expect((await offeredSlots(browser)).starts).not.toContain(start);

    const cancelled = await follow(
      browser,
      await browser.postForm("/rendez-vous/annulation", shown.fieldsOf("booking-cancel")),
    );
    expect(cancelled.text).toContain("Votre rendez-vous est annulé");
    expect((await offeredSlots(browser)).starts).toContain(start);

    const used = readPage(await (await browser.request(link.pathname + link.search)).text());
    expect(used.alerts).toContain(messages.booking.cancelLinkInvalid);
    expect(used.hasForm("booking-cancel")).toBe(false);
    const replay = await browser.postForm("/rendez-vous/annulation", shown.fieldsOf("booking-cancel"));
    expect(replay.status).toBe(400);
    expect(readPage(await replay.text()).alerts).toContain(messages.booking.cancelLinkInvalid);
  });

  describe("a job application, multipart", () => {
    const apply = (browser: TestBrowser, cv: { bytes: Buffer; name: string }, email = "ines@example.fr") => {
      const body = new FormData();
      const fields = { _form: "application", jobId: "web-designer", ...person(email), firstName: "Inès" };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: "application/pdf" }), cv.name);
      return browser.request("/careers/web-designer", {
        method: "POST",
        headers: { origin: bed.server.url },
        body,
      });
    };

    it("with a real PDF: 303 back to the job's page, which shows the reference; the CV is stored", async () => {
      const browser = bed.browser();
      expect(readPage(await (await browser.request("/careers/web-designer")).text()).hasForm("application")).toBe(true);
      const page = await follow(browser, await apply(browser, { bytes: samplePdf(), name: "cv.pdf" }));
      const reference = REFERENCE.exec(page.text)?.[0] ?? "";
      const row = await bed.server.database.db
        .selectFrom("visitorRequest")
        .innerJoin("applicationFile", "applicationFile.requestId", "visitorRequest.id")
        .select(["jobId", "firstName", "mediaType"])
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ jobId: "web-designer", firstName: "Inès", mediaType: "application/pdf" });
    });

    it("a text file named .pdf is 415 and a 6 MB file 413, each with its message on the form shown again", async () => {
      const browser = bed.browser();
      const text = await apply(browser, { bytes: Buffer.from("pas un PDF"), name: "cv.pdf" });
      expect(text.status).toBe(415);
      const refused = readPage(await text.text());
      expect(refused.alerts).toContain(messages.applications.cvWrongType);
      expect(refused.fieldsOf("application").email).toBe("ines@example.fr");
      const large = await apply(browser, { bytes: samplePdf("CV", 6 * 1024 * 1024), name: "cv.pdf" });
      expect(large.status).toBe(413);
      expect(readPage(await large.text()).alerts).toContain(messages.applications.cvTooLarge);
    });

    it("other form pages refuse multipart bodies (415)", async () => {
      const body = new FormData();
      body.append("_form", "booking");
      const response = await bed
        .browser()
        .request("/rendez-vous", { method: "POST", headers: { origin: bed.server.url }, body });
      expect(response.status).toBe(415);
    });
  });

  it("the dashboard shows 'Mes demandes' and the client key without JavaScript; the key is replaced by a form", async () => {
    const browser = await bed.register("mine@example.fr");
    const { starts } = await offeredSlots(browser);
    await follow(
      browser,
      await browser.postForm("/rendez-vous", { _form: "booking", start: starts[3] ?? "", ...person("x@example.fr") }),
    );
    const dashboard = readPage(await (await browser.request("/dashboard")).text());
    expect(dashboard.text).toMatch(/Mes demandes.*Appel découverte.*NOV-\d{4}-\d{5}.*Reçue/);
    const key = /NVD(?:-[0-9A-Z]{4}){4}/.exec(dashboard.text)?.[0];
    expect(key).toBeDefined();
    const replaced = await follow(browser, await browser.postForm("/dashboard", { _form: "client-key" }));
    expect(replaced.text).toContain("Votre nouvelle clé client est active");
    expect(/NVD(?:-[0-9A-Z]{4}){4}/.exec(replaced.text)?.[0]).not.toBe(key);
  });
});
