import type { Catalogue } from "../catalogue.js";

/** A job offer's page and its application form, in English (job-application.ts). */
export const jobApplication: Catalogue["jobApplication"] = {
  pageTitle: (job: string) => `Apply: ${job}`,
  seeJobsLink: "See our jobs",
  allJobsLink: "← All our jobs",
  sentLabel: "Application sent",
  sentBefore: "Your application has been sent. Reference: ",
  confirmationSent:
    "A confirmation email has been sent to you. Our recruitment team reads your application and will answer you by email.",
  cvLabel: "CV",
  cvHint: "PDF, DOC or DOCX, 5 MB at most.",
  messageLabel: "Message (optional)",
  sendButton: "Send my application",
};
