import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import { requestMessages as m } from "../../src/shared/request-messages.js";
import { CV_MAX_BYTES } from "../requests/cv-file-type.js";

/**
 * The multipart body of `POST /api/applications`: text fields plus one file, `cv`, at most 5 MB, kept in
 * memory (the service checks its bytes and stores it in the database; nothing touches the disk). Every
 * limit is a client error with a clear message: a file too large 413, a malformed form 400.
 */
const parse = multer({
  storage: multer.memoryStorage(),
  // Browsers send file names in UTF-8 without saying so; busboy's default (latin1) garbles "Inès".
  defParamCharset: "utf8",
  limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 20, fieldSize: 32 * 1024, parts: 21, headerPairs: 100 },
}).single("cv");

const TOO_LARGE = new Set(["LIMIT_FILE_SIZE", "LIMIT_FIELD_VALUE", "LIMIT_PART_COUNT", "LIMIT_FIELD_COUNT"]);

export function cvUpload(req: Request, res: Response, next: NextFunction): void {
  parse(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === "LIMIT_FILE_SIZE") {
        res.status(413).json({ success: false, message: m.cvTooLarge, field: "cv" });
      } else {
        res
          .status(TOO_LARGE.has(error.code) ? 413 : 400)
          .json({ success: false, message: m.uploadInvalid, field: error.field ?? "cv" });
      }
      return;
    }
    // busboy's refusals of a malformed body ("Unexpected end of form", "Malformed part header"...).
    if (error instanceof Error && !("status" in error)) {
      res.status(400).json({ success: false, message: m.uploadInvalid, field: "cv" });
      return;
    }
    next(error);
  });
}
