import express, { type Request, type Response } from "express";
import { messages } from "../../src/shared/messages/catalogue.js";
import { readCvUpload, UploadError } from "../applications/cv-upload.js";

/** A submitted form's fields, as strings (a repeated name keeps its first value). */
export type FormFields = Record<string, string>;

/** Reads one kind of form body; each is bounded in bytes and in fields. */
export type FormBodyReader = (req: Request, res: Response) => Promise<FormFields>;

/** A body the form handler cannot read: answered with this status and message, the page shown again. */
export class FormBodyError extends Error {
  override name = "FormBodyError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const urlencodedParser = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 50 });

/** `application/x-www-form-urlencoded`, what a `<form method="post">` without files sends: 16 KB and 50 fields at most. */
export const urlencodedBody: FormBodyReader = (req, res) =>
  new Promise((resolve, reject) => {
    urlencodedParser(req, res, (error?: unknown) => {
      if (error) {
        const status = typeof error === "object" && "status" in error ? Number(error.status) : 400;
        reject(new FormBodyError(status, status === 413 ? messages.forms.postTooLarge : messages.forms.postUnreadable));
        return;
      }
      resolve(firstValues(req.body));
    });
  });

function firstValues(body: unknown): FormFields {
  const fields: FormFields = {};
  if (typeof body !== "object" || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") fields[name] = first;
  }
  return fields;
}

/**
 * `multipart/form-data`, what a form with a file sends: the job application's CV (cv-upload.ts, the same
 * reader as the API); the file stays on `req.file` for the form's `submit`.
 */
export const multipartBody: FormBodyReader = async (req, res) => {
  try {
    await readCvUpload(req, res);
  } catch (error) {
    if (error instanceof UploadError) throw new FormBodyError(error.status, error.message);
    throw error;
  }
  return firstValues(req.body);
};

/** The readers by media type; the file reader only for a page whose form takes a file. */
const readers: Record<string, FormBodyReader> = {
  "application/x-www-form-urlencoded": urlencodedBody,
};
const fileReaders: Record<string, FormBodyReader> = { ...readers, "multipart/form-data": multipartBody };

/** The fields of a form body, whatever reader its media type needs; FormBodyError when it cannot be read. */
export function readFormBody(req: Request, res: Response, options: { files?: boolean } = {}): Promise<FormFields> {
  const mediaType = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const reader = (options.files ? fileReaders : readers)[mediaType];
  if (!reader) return Promise.reject(new FormBodyError(415, messages.forms.postUnsupported));
  return reader(req, res);
}

/** A checkbox's field: present (whatever its value) when ticked. */
export function isTicked(fields: FormFields, name: string): boolean {
  return fields[name] !== undefined;
}
