import { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import { inboxFilters, reference } from "../../src/back-office/shared/back-office-schemas.js";
import { hasRole } from "../../src/back-office/shared/roles.js";
import { quoteReference } from "../../src/quotes/shared/quote-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { AuthService } from "../accounts/index.js";
import { resolveCaller } from "../accounts/index.js";
import type { Config } from "../platform/config/config.js";
import type { OpenedFile } from "../platform/files/file-store.js";
import { sendStoredFile } from "../platform/files/send-stored-file.js";
import { requestMeta } from "../platform/http/request-meta.js";
import { restHandler } from "../rest/rest-handler.js";
import { type Actor, actorOf } from "./actor.js";
import type { BackOffice } from "./back-office-service.js";
import { XLSX_MEDIA_TYPE } from "./xlsx.js";

/** Every download of the back-office; server/back-office/tests/authorisation.test.ts holds a rule for each. */
export const downloadPaths = [
  "/export.csv",
  "/export.xlsx",
  "/requests/:reference/cv",
  "/quotes/:reference/pdf",
] as const;

type WithActor = Request & { actor?: Actor };

/** Staff only, checked on the server like the procedures: 401 without a session, 403 below staff. */
function staffOnly(deps: { config: Config; auth: AuthService; backOffice: BackOffice }) {
  return async (req: WithActor, res: Response, next: NextFunction) => {
    try {
      const caller = await resolveCaller(req, res, deps);
      if (!caller) {
        res.status(401).json({ success: false, message: messages.accounts.authenticationFailed });
        return;
      }
      if (!hasRole(caller.user.role, "staff")) {
        await deps.backOffice.recordDenial(
          actorOf(caller, requestMeta(req).ip),
          `GET ${req.originalUrl.slice(0, 200)}`,
          "staff",
        );
        res.status(403).json({ success: false, message: messages.backOffice.staffOnly });
        return;
      }
      req.actor = actorOf(caller, requestMeta(req).ip);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** `filename*` (RFC 6266/5987) carries accents; the plain `filename` is its ASCII fallback. */
function disposition(kind: "attachment" | "inline", fileName: string): string {
  const ascii =
    fileName
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "_") || "fichier";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const attachment = (fileName: string) => disposition("attachment", fileName);

/**
 * What a PDF shown inside the back-office's own page may do (docs/0057): be framed by our pages only, and
 * load nothing. Every other answer keeps frame-ancestors 'none'.
 */
export const FRAMED_PDF_POLICY = "default-src 'none'; frame-ancestors 'self'";

/**
 * A stored file of the given type, never sniffed again by the browser, downloaded. A `previewable` PDF (a
 * CV, its type checked from its bytes when stored) is shown inline instead, so the request's page can show it
 * in a frame; a Word file still downloads.
 */
function sendFile(
  res: Response,
  file: { fileName: string; mediaType: string; file: OpenedFile },
  { previewable = false } = {},
) {
  res.setHeader("Content-Type", file.mediaType);
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (previewable && file.mediaType === "application/pdf") {
    res.setHeader("Content-Disposition", disposition("inline", file.fileName));
    res.setHeader("Content-Security-Policy", FRAMED_PDF_POLICY);
  } else {
    res.setHeader("Content-Disposition", attachment(file.fileName));
  }
  sendStoredFile(res, file.file);
}

/** Today's export file name, e.g. "demandes-2026-11-28.xlsx". */
const exportName = (extension: string) => `demandes-${new Date().toISOString().slice(0, 10)}.${extension}`;

/**
 * Mounted at /api/admin: the filtered inbox as CSV and as XLSX (same columns, docs/0021-back-office.md),
 * the CVs of applications, the quotes' PDFs.
 */
export function downloadRoutes(deps: { config: Config; auth: AuthService; backOffice: BackOffice }): Router {
  const routes = Router();
  routes.use(staffOnly(deps));

  routes.get(
    "/export.csv",
    restHandler(
      inboxFilters,
      async (filters, req, res) => {
        res.setHeader("Content-Type", "text/csv; charset=utf-8");
        res.setHeader("Content-Disposition", attachment(exportName("csv")));
        await deps.backOffice.exportCsv((req as WithActor).actor as Actor, filters, (chunk) => res.write(chunk));
        res.end();
      },
      "query",
    ),
  );
  routes.get(
    "/export.xlsx",
    restHandler(
      inboxFilters,
      async (filters, req, res) => {
        res.setHeader("Content-Type", XLSX_MEDIA_TYPE);
        res.setHeader("Content-Disposition", attachment(exportName("xlsx")));
        await deps.backOffice.exportXlsx((req as WithActor).actor as Actor, filters, res);
      },
      "query",
    ),
  );

  routes.get(
    "/requests/:reference/cv",
    restHandler(
      z.object({ reference }),
      async (input, req, res) => {
        // The type the upload check found in the bytes.
        const cv = await deps.backOffice.cv((req as WithActor).actor as Actor, input.reference);
        sendFile(res, cv, { previewable: true });
      },
      "path-and-query",
    ),
  );
  routes.get(
    "/quotes/:reference/pdf",
    restHandler(
      z.object({ reference: quoteReference }),
      async (input, req, res) => {
        const pdf = await deps.backOffice.quotePdf((req as WithActor).actor as Actor, input.reference);
        sendFile(res, { ...pdf, mediaType: "application/pdf" });
      },
      "path-and-query",
    ),
  );
  return routes;
}
