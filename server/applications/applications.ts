import type { ApplicationInput } from "../../src/requests/shared/request-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { ServiceError } from "../platform/service-error.js";
import type { Intake, RequestsContext, Submitter } from "../requests/index.js";
import { cvFileType } from "./cv-file-type.js";
import { zipDeclaresTooMuch } from "./zip-inflation.js";

/** A file as the upload adapter received it. */
export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
}

const sizeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** "240 Ko", "1,3 Mo". */
export function fileSizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} Ko`
    : `${sizeFormat.format(bytes / (1024 * 1024))} Mo`;
}

/**
 * The stored name: the visitor's, without folders or control characters, ending with the extension of
 * the type found in the bytes (a "cv.pdf.exe" that is a PDF is stored as "cv.pdf.pdf", never run as a program).
 */
export function storedFileName(originalName: string, extension: string): string {
  const base = (originalName.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .trim()
    .slice(0, 120);
  return `${base || "cv"}.${extension}`;
}

/**
 * Job applications (docs/0014): the CV is checked from its bytes and put in the file store before the
 * request's transaction (docs/0059), which names it; if that transaction fails, the sweep deletes the file.
 */
export function createApplications(ctx: RequestsContext, intake: Intake) {
  return {
    async apply(input: ApplicationInput, file: UploadedFile | undefined, submitter: Submitter) {
      const rules = { perIp: "applicationPerIp", perEmail: "applicationPerEmail" } as const;
      if (!(await intake.admit(submitter, input, rules))) return { reference: intake.decoyReference() };
      const jobTitle = ctx.catalogue.jobs.get(input.jobId);
      if (jobTitle === undefined)
        throw new ServiceError("bad-request", messages.applications.jobUnknown, { field: "jobId" });
      if (!file || file.bytes.length === 0)
        throw new ServiceError("bad-request", messages.applications.cvRequired, { field: "cv" });
      const type = await cvFileType(file.bytes);
      if (!type) {
        ctx.logger.warn({ event: "requests.cv.refused", ip: submitter.meta.ip }, "CV refused: not PDF, DOC or DOCX");
        throw new ServiceError("unsupported-type", messages.applications.cvWrongType, { field: "cv" });
      }
      // A DOCX is a zip: small on the wire, it may declare gigabytes for whoever opens it later.
      if (zipDeclaresTooMuch(file.bytes)) {
        ctx.logger.warn({ event: "requests.cv.refused", ip: submitter.meta.ip }, "CV refused: zip expands too much");
        throw new ServiceError("too-large", messages.applications.cvInflated, { field: "cv" });
      }
      const fileName = storedFileName(file.originalName, type.extension);
      const about = [
        { label: "job" as const, value: jobTitle },
        { label: "cv" as const, value: `${fileName} (${fileSizeText(file.bytes.length)})` },
      ];
      const cv = await ctx.files.put(file.bytes, type.mediaType);
      const stored = await intake.commit("application", async (trx) => {
        const stored = await intake.store(
          trx,
          "application",
          submitter,
          input,
          { jobId: input.jobId, message: input.message ?? null },
          about,
        );
        await trx
          .insertInto("applicationFile")
          .values({
            requestId: stored.id,
            fileName,
            mediaType: type.mediaType,
            sizeBytes: cv.sizeBytes,
            // The column of builds before 0030, left empty (docs/0056's expand step).
            content: Buffer.alloc(0),
            fileKey: cv.key,
          })
          .execute();
        await intake.notify(trx, stored.summary, {
          userId: submitter.account?.id ?? null,
          accountEmail: submitter.account?.email ?? null,
        });
        return stored;
      });
      return { reference: stored.reference };
    },
  };
}
