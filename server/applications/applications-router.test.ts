import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../../src/shared/api-limits.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../testing/auth-testbed.js";
import { sampleExecutable, samplePdf } from "../testing/sample-files.js";

describe("applications.submit: the application form's multipart FormData through tRPC", () => {
  let bed: AuthTestbed;
  const fields = {
    jobId: "web-designer",
    firstName: "Inès",
    lastName: "Moreau",
    email: "ines.trpc@example.fr",
    phone: "",
    message: "",
    consent: "on",
    website: "",
  };
  const apply = async (values: Record<string, string>, files: { name: string; bytes: Buffer; fileName: string }[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.bytes)]), file.fileName);
    const response = await fetch(`${bed.server.url}/trpc/applications.submit`, {
      method: "POST",
      headers: { origin: bed.server.url },
      body: form,
    });
    // biome-ignore lint/suspicious/noExplicitAny: test code reads tRPC's JSON answer.
    return { status: response.status, body: (await response.json()) as any };
  };
  const cv = (bytes: Buffer, fileName = "CV Inès.pdf") => ({ name: "cv", bytes, fileName });

  beforeAll(async () => {
    bed = await startAuthTestbed({});
  });
  afterAll(() => bed.close());

  it("stores a real PDF under its UTF-8 name and answers the reference", async () => {
    const sent = await apply(fields, [cv(samplePdf("CV"))]);
    expect(sent.status).toBe(200);
    expect(sent.body.result.data).toEqual({ success: true, reference: expect.stringMatching(/^NOV-\d{4}-\d{5}$/) });
    const row = await bed.server.database.db
      .selectFrom("visitorRequest")
      .innerJoin("applicationFile", "applicationFile.requestId", "visitorRequest.id")
      .select(["fileName", "mediaType"])
      .where("reference", "=", sent.body.result.data.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fileName: "CV Inès.pdf", mediaType: "application/pdf" });
  });

  it("refuses as the REST route does: each message with its status and field", async () => {
    const refusal = (answer: { status: number; body: { error: { message: string; data: unknown } } }) => ({
      status: answer.status,
      message: answer.body.error.message,
      field: (answer.body.error.data as { field: unknown }).field,
    });
    expect(refusal(await apply(fields, []))).toEqual({
      status: 400,
      message: messages.applications.cvRequired,
      field: "cv",
    });
    expect(refusal(await apply(fields, [cv(sampleExecutable(), "cv.pdf")]))).toEqual({
      status: 415,
      message: messages.applications.cvWrongType,
      field: "cv",
    });
    expect(refusal(await apply(fields, [cv(Buffer.alloc(CV_MAX_BYTES + 1, 32))]))).toEqual({
      status: 413,
      message: messages.applications.cvTooLarge,
      field: "cv",
    });
    // Larger than any CV with its fields: refused before it is read, with the same message.
    expect(refusal(await apply(fields, [cv(Buffer.alloc(CV_MAX_BYTES * 2, 32))]))).toEqual({
      status: 413,
      message: messages.applications.cvTooLarge,
      field: "cv",
    });
    const twoFiles = [cv(samplePdf("A")), { name: "photo", bytes: samplePdf("B"), fileName: "b.pdf" }];
    expect(refusal(await apply(fields, twoFiles))).toEqual({
      status: 400,
      message: messages.applications.uploadInvalid,
      field: "cv",
    });
    expect(refusal(await apply({ ...fields, email: "" }, [cv(samplePdf("C"))]))).toMatchObject({
      status: 400,
      field: "email",
    });
  });

  it("refuses a field sent twice, with the same message and field as the REST route", async () => {
    const twice = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("firstName", "Camille");
      form.append("cv", new Blob([new Uint8Array(samplePdf("D"))]), "cv.pdf");
      return form;
    };
    const post = (path: string) =>
      fetch(`${bed.server.url}${path}`, { method: "POST", headers: { origin: bed.server.url }, body: twice() });
    const rest = await post("/api/applications");
    const restBody = (await rest.json()) as { success: boolean; message: string; field: string };
    expect(rest.status).toBe(400);
    expect(restBody).toMatchObject({ success: false, field: "firstName" });
    const trpc = await post("/trpc/applications.submit");
    expect(trpc.status).toBe(400);
    const { error } = (await trpc.json()) as { error: { message: string; data: { field: string } } };
    expect({ message: error.message, field: error.data.field }).toEqual({
      message: restBody.message,
      field: "firstName",
    });
  });
});
