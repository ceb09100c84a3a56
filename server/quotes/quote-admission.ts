import { messages } from "../../src/shared/messages/catalogue.js";
import { type AdmissionQueue, admissionQueue } from "../platform/http/admission-queue.js";
import { isTrpcPath } from "../platform/http/api-paths.js";
import { trpcRefusal } from "../platform/http/trpc-refusal.js";
import { inContractLanguage } from "../rest/rest-procedure.js";

/** The doors that issue a quote from a basket: the REST API and the basket form's procedure. */
export const quoteIssuingPaths = ["/api/quotes", "/trpc/quotes.issue"];

/**
 * Two quotes in the works per process: one PDF renders while the other does its queries (the renderer takes
 * one at a time, quote-pdf-pool.ts), so the rest wait unparsed without slowing the burst down
 * (docs/0066-admission-before-parsing.md).
 */
const ISSUING_AT_ONCE = 2;
/** As many as the PDF pool queues: a burst of 60 quotes on two processes is served, none refused. */
const ISSUING_QUEUED = 100;
const RETRY_AFTER_SECONDS = 5;

/** The admission of quote issuing, mounted before the body is parsed (app.ts); tests give smaller sizes. */
export function quoteAdmission(sizes = { concurrency: ISSUING_AT_ONCE, maxQueued: ISSUING_QUEUED }): AdmissionQueue {
  return admissionQueue({
    ...sizes,
    refuse(req, res) {
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      res.setHeader("Cache-Control", "no-store");
      if (isTrpcPath(req.originalUrl)) trpcRefusal(res, 503, "SERVICE_UNAVAILABLE", messages.quoteDesk.busy);
      else res.status(503).json({ success: false, message: inContractLanguage(messages.quoteDesk.busy) });
    },
  });
}
