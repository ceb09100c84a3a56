import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../../../src/shared/api-limits.js";
import { frenchTypography } from "../../../src/shared/french-typography.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { sampleCompoundFile, sampleExecutable, sampleOfficeZip, samplePdf } from "../../testing/sample-files.js";

const TEAM = "team@novadis.test";
const CAREERS = "careers@novadis.test";

/**
 * 60 MB of zeros deflate to some 60 KB: over 50 MB declared, and a thousand times its compressed size. Built
 * before the test server starts: deflating it blocks the event loop for seconds on a busy machine, and a
 * request sent right after such a block rides a kept-alive socket whose idle timer the server then fires.
 */
const bomb = sampleOfficeZip("docx", new Uint8Array(60 * 1024 * 1024));

describe("POST /api/applications (multipart)", () => {
  let bed: AuthTestbed;
  const fields = (email: string, jobId = "web-designer") => ({
    jobId,
    firstName: "Inès",
    lastName: "Moreau",
    email,
    phone: "07 00 00 00 00",
    message: "Votre pôle Design m'intéresse.",
    consent: "on",
  });
  const apply = async (values: Record<string, string>, cv?: { bytes: Buffer; name: string; type?: string }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    if (cv) form.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? "application/pdf" }), cv.name);
    const response = await fetch(`${bed.server.url}/api/applications`, { method: "POST", body: form });
    // biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary JSON shapes.
    return { status: response.status, body: (await response.json()) as any };
  };
  const storedFiles = () =>
    bed.server.database.db.selectFrom("applicationFile").select(["fileName", "mediaType", "sizeBytes"]).execute();

  beforeAll(async () => {
    bed = await startAuthTestbed({ env: { LEADS_EMAIL: TEAM, CAREERS_EMAIL: CAREERS } });
  });
  afterAll(() => bed.close());

  it("accepts a real PDF: 201 with a reference, the CV stored in the database, both mails sent", async () => {
    const pdf = samplePdf("CV de Ines Moreau");
    const sent = await apply(fields("ines@example.fr"), { bytes: pdf, name: "CV Inès Moreau.pdf" });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ success: true, reference: expect.stringMatching(/^NOV-\d{4}-\d{5}$/) });
    const row = await bed.server.database.db
      .selectFrom("visitorRequest")
      .innerJoin("applicationFile", "applicationFile.requestId", "visitorRequest.id")
      .selectAll()
      .where("reference", "=", sent.body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: "application",
      jobId: "web-designer",
      message: "Votre pôle Design m'intéresse.",
      fileName: "CV Inès Moreau.pdf",
      mediaType: "application/pdf",
      sizeBytes: pdf.length,
    });
    const stored = await bed.server.services.files.open(row.fileKey as string);
    expect(Buffer.concat(await stored.stream.toArray()).equals(pdf)).toBe(true);

    const ack = await bed.smtp.waitForMail("ines@example.fr");
    expect(ack.subject).toBe(`Candidature ${sent.body.reference} – Novadis`);
    expect(ack.text).toContain(frenchTypography("Poste : Designer web"));
    expect(ack.text).toContain("2 ans après notre dernier échange");
    // Recruiting's mailbox, not the sales one (docs/0057).
    const team = await bed.smtp.waitForMail(CAREERS);
    expect(bed.smtp.messages.filter((mail) => mail.to.includes(TEAM))).toEqual([]);
    expect(team.replyTo).toBe("ines@example.fr");
    expect(team.subject).toBe(`[${sent.body.reference}] Candidature – Inès Moreau`);
    expect(team.text).toContain(frenchTypography("CV : CV Inès Moreau.pdf"));
    // The CV stays in the database (retention, access control): it is not sent around by mail.
    expect(team.attachments).toEqual([]);
  });

  it("accepts DOCX and Word 97–2003 files, typed from their bytes", async () => {
    const docx = await apply(fields("docx@example.fr"), {
      bytes: sampleOfficeZip("docx"),
      name: "cv.docx",
      type: "application/octet-stream",
    });
    expect(docx.status).toBe(201);
    const doc = await apply(fields("doc@example.fr"), { bytes: sampleCompoundFile(), name: "cv", type: "text/plain" });
    expect(doc.status).toBe(201);
    const types = (await storedFiles()).map((file) => [file.fileName, file.mediaType]);
    expect(types).toContainEqual([
      "cv.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]);
    expect(types).toContainEqual(["cv.doc", "application/msword"]);
  });

  it("refuses a renamed executable, a .pdf of plain text and a spreadsheet with 415, and a 6 MB file with 413", async () => {
    const before = (await storedFiles()).length;
    for (const cv of [
      { bytes: sampleExecutable(), name: "cv.pdf" },
      { bytes: Buffer.from("Inès Moreau, designer. Expériences : ...\n".repeat(50)), name: "cv.pdf" },
      { bytes: sampleOfficeZip("xlsx"), name: "cv.docx" },
    ]) {
      const refused = await apply(fields("bad@example.fr"), cv);
      expect(refused).toEqual({
        status: 415,
        body: { success: false, message: messages.applications.cvWrongType, field: "cv" },
      });
    }
    const huge = await apply(fields("huge@example.fr"), { bytes: samplePdf("x", 6 * 1024 * 1024), name: "cv.pdf" });
    expect(huge).toEqual({
      status: 413,
      body: { success: false, message: messages.applications.cvTooLarge, field: "cv" },
    });
    expect((await storedFiles()).length).toBe(before);
    expect((await fetch(`${bed.server.url}/healthz`)).status).toBe(200);
  });

  it("a 1.5 MB DOCX whose word/document.xml inflates to 1.5 GB is stored: refused with 413, nothing stored", async () => {
    const before = await bed.server.database.db
      .selectFrom("visitorRequest")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(bomb.length).toBeLessThan(CV_MAX_BYTES);
    const refused = await apply(fields("bomb@example.fr"), { bytes: bomb, name: "cv.docx" });
    expect(refused).toEqual({
      status: 413,
      body: { success: false, message: messages.applications.cvInflated, field: "cv" },
    });
    const after = await bed.server.database.db
      .selectFrom("visitorRequest")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    // A DOCX of ordinary text (a few hundred KB of varied words) still passes.
    const words = Array.from({ length: 40_000 }, (_, index) => `mot${(index * 7919) % 10_007}`).join(" ");
    const ordinary = sampleOfficeZip("docx", new TextEncoder().encode(`<document>${words}</document>`));
    expect((await apply(fields("long.cv@example.fr"), { bytes: ordinary, name: "cv.docx" })).status).toBe(201);
  });

  it("answers 400 for an unknown job, a missing CV or field, two files and a truncated form", async () => {
    const pdf = { bytes: samplePdf(), name: "cv.pdf" };
    expect(await apply(fields("x@example.fr", "astronaut"), pdf)).toEqual({
      status: 400,
      body: { success: false, message: messages.applications.jobUnknown, field: "jobId" },
    });
    expect(await apply(fields("x@example.fr"))).toEqual({
      status: 400,
      body: { success: false, message: messages.applications.cvRequired, field: "cv" },
    });
    const { consent: _consent, ...withoutConsent } = fields("x@example.fr");
    expect((await apply(withoutConsent, pdf)).body).toMatchObject({
      message: messages.requests.consentRequired,
      field: "consent",
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields("x@example.fr"))) form.append(name, value);
    form.append("cv", new Blob([new Uint8Array(samplePdf())]), "a.pdf");
    form.append("cv", new Blob([new Uint8Array(samplePdf())]), "b.pdf");
    const twoFiles = await fetch(`${bed.server.url}/api/applications`, { method: "POST", body: form });
    expect(twoFiles.status).toBe(400);
    expect(await twoFiles.json()).toMatchObject({ success: false, message: messages.applications.uploadInvalid });
    const truncated = await fetch(`${bed.server.url}/api/applications`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="jobId"\r\n\r\nweb-des',
    });
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toMatchObject({ success: false, message: messages.applications.uploadInvalid });
  });
});
