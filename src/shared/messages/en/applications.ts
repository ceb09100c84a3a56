import type { Catalogue } from "../catalogue.js";

/** What a job application says, in English (applications.ts). */
export const applications: Catalogue["applications"] = {
  jobUnknown: "This job offer does not exist or is no longer open.",
  cvRequired: "Attach your CV (PDF, DOC or DOCX).",
  cvTooLarge: "The CV must not exceed 5 MB.",
  cvWrongType: "The CV must be a PDF, DOC or DOCX file.",
  uploadInvalid: "The form sent is incomplete or malformed: send a single file, in the “cv” field.",
  cvInflated:
    "This DOCX file cannot be accepted: once decompressed, it would exceed 50 MB, or its structure is abnormal. Save it again from your word processor, or send it as a PDF.",
  sendFailed: "Your application could not be sent. Please try again.",
};
