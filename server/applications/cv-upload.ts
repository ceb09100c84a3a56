import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import { CV_MAX_BYTES } from "../../src/shared/api-limits.js";
import { messages } from "../../src/shared/messages/catalogue.js";

/**
 * The multipart body of a job application (`POST /api/applications`, and the HTML form of
 * `/careers/{jobId}`): text fields plus one file, `cv`, at most 5 MB, kept in memory (the service checks
 * its bytes and stores it in the database; nothing touches the disk). Every limit is a client error with
 * a clear message: a file too large 413, a malformed form 400.
 */
const parse = multer({
  storage: multer.memoryStorage(),
  // Browsers send file names in UTF-8 without saying so; busboy's default (latin1) garbles "Inès".
  defParamCharset: "utf8",
  limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 20, fieldSize: 32 * 1024, parts: 21, headerPairs: 100 },
}).single("cv");

const TOO_LARGE = new Set(["LIMIT_FILE_SIZE", "LIMIT_FIELD_VALUE", "LIMIT_PART_COUNT", "LIMIT_FIELD_COUNT"]);

/** Why an upload could not be read, as the visitor is told. */
export class UploadError extends Error {
  override name = "UploadError";
  constructor(
    readonly status: number,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** Reads the body into `req.body` (fields) and `req.file` (the CV); rejects with an UploadError for a client's fault. */
export function readCvUpload(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE")
          return reject(new UploadError(413, messages.applications.cvTooLarge, "cv"));
        return reject(
          new UploadError(
            TOO_LARGE.has(error.code) ? 413 : 400,
            messages.applications.uploadInvalid,
            error.field ?? "cv",
          ),
        );
      }
      // busboy's refusals of a malformed body ("Unexpected end of form", "Malformed part header"...).
      if (error instanceof Error && !("status" in error))
        return reject(new UploadError(400, messages.applications.uploadInvalid, "cv"));
      reject(error);
    });
  });
}

/**
 * The upload as read, as the FormData that the React form sends to `applications.submit`
 * (docs/0051-one-door-per-action.md): each value as text (a name sent twice stays twice, for the schema to
 * refuse as before; a JSON body's `consent: true` is "true", which the schema takes as before), and the CV.
 */
export function uploadedForm(fields: Record<string, unknown>, req: Request): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of [value].flat()) {
      if (typeof each === "string" || typeof each === "number" || typeof each === "boolean") {
        form.append(name, String(each));
      }
    }
  }
  if (req.file) form.append("cv", new File([new Uint8Array(req.file.buffer)], req.file.originalname));
  return form;
}

/** The REST API's middleware: an unreadable upload is answered in the API's JSON shape. */
export function cvUpload(req: Request, res: Response, next: NextFunction): void {
  readCvUpload(req, res).then(
    () => next(),
    (error: unknown) => {
      if (!(error instanceof UploadError)) return next(error);
      res.status(error.status).json({ success: false, message: error.message, field: error.field });
    },
  );
}
