import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";
import { type S3TestServer, startS3Server } from "../../testing/s3-server.js";
import { samplePdf } from "../../testing/sample-files.js";
import { testEngine } from "../../testing/test-database.js";
import { type S3Bytes, s3Bytes } from "./s3-bytes.js";

/**
 * Two app processes (each its own pool, its own HTTP server) on one database and one S3-compatible bucket,
 * as compose.scale.yaml runs them with FILE_STORE=s3 (docs/0059-files-in-object-storage.md).
 */
describe(`files in an S3-compatible bucket, shared by two processes (${testEngine()})`, () => {
  let s3: S3TestServer;
  let first: AuthTestbed;
  let second: AuthTestbed;
  /** The bucket as the test sees it, beside the apps. */
  let bucket: S3Bytes;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3Bytes(s3.settings);
    const env = { ...s3.env, FILE_STORE: "s3", LEADS_EMAIL: "team@novadis.test", CAREERS_EMAIL: "jobs@novadis.test" };
    first = await startAuthTestbed({ env });
    // The same database and bucket; its mail goes to the first one's capture, whichever worker sends it.
    second = await startAuthTestbed({
      database: first.server.config.database,
      env: { ...env, SMTP_URL: first.smtp.url },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    bucket?.close();
    await s3?.close();
  });

  async function apply(url: string, cv: Buffer): Promise<string> {
    const form = new FormData();
    const fields = { jobId: "web-designer", firstName: "Inès", lastName: "Moreau", email: "ines@example.fr" };
    for (const [name, value] of Object.entries({ ...fields, consent: "on" })) form.append(name, value);
    form.append("cv", new Blob([new Uint8Array(cv)]), "CV Inès.pdf");
    const applied = await fetch(`${url}/api/applications`, { method: "POST", body: form });
    expect(applied.status).toBe(201);
    return ((await applied.json()) as { reference: string }).reference;
  }

  it("serves through the second process a CV uploaded through the first, its bytes in the bucket only", async () => {
    const pdf = samplePdf("CV de Inès Moreau", 3 * 1024 * 1024);
    const reference = await apply(first.server.url, pdf);
    const { db } = first.server.database;
    const row = await db
      .selectFrom("visitorRequest")
      .innerJoin("applicationFile", "applicationFile.requestId", "visitorRequest.id")
      .innerJoin("storedFile", "storedFile.key", "applicationFile.fileKey")
      .select(["storedFile.key", "storedFile.store", "storedFile.sizeBytes", "applicationFile.content"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect([row.store, Number(row.sizeBytes), row.content.length]).toEqual(["s3", pdf.length, 0]);
    expect(await db.selectFrom("storedFileChunk").select("fileKey").execute()).toEqual([]);
    const object = await bucket.read(row.key);
    expect(Buffer.concat((await object?.toArray()) ?? []).equals(pdf)).toBe(true);

    const staff = await second.register("sam@example.fr");
    await db.updateTable("user").set({ role: "staff" }).where("email", "=", "sam@example.fr").execute();
    const download = await staff.request(`/api/admin/requests/${reference}/cv`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-length")).toBe(String(pdf.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // The object gone from the bucket (a lost bucket, a bad restore): a clear 404, not a 500.
    await bucket.remove(row.key);
    const gone = await staff.request(`/api/admin/requests/${reference}/cv`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe(messages.http.fileMissing);
  });

  it("issues a quote's PDF on one process, serves it on the other, and mails it read from the bucket", async () => {
    const issued = await postJson(first.server.url, "/api/quotes", {
      offers: ["web-launch"],
      customer: {
        firstName: "Élodie",
        lastName: "Gaël",
        email: "elodie@brasserie-gael.fr",
        company: "Brasserie Gaël",
        address: "12 place Bellecour\n69002 Lyon",
      },
      consent: true,
    });
    expect(issued.status).toBe(201);
    const pdfUrl = new URL(issued.body.pdfUrl as string);
    const served = await fetch(`${second.server.url}${pdfUrl.pathname}${pdfUrl.search}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await served.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const mail = await first.smtp.waitForMail("elodie@brasserie-gael.fr");
    expect(mail.attachments[0]?.bytes.equals(pdf)).toBe(true);
  });
});
