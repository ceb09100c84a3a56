import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { quoteAcceptInput, quoteInput, quoteReference } from "../../src/quotes/shared/quote-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { toParisIso } from "../../src/shared/paris-time.js";
import type { AuthService } from "../accounts/auth-service.js";
import type { Config } from "../platform/config/config.js";
import { originCheck } from "../platform/http/origin-check.js";
import { requestMeta } from "../platform/http/request-meta.js";
import { resolveCaller } from "../platform/http/resolve-caller.js";
import { submitterOf } from "../platform/http/submitter.js";
import { ServiceError } from "../platform/service-error.js";
import { restHandler } from "../rest/rest-handler.js";
import type { QuoteSummary } from "./quote-acceptance.js";
import type { QuotesService } from "./quotes-service.js";

const pdfRequest = z.object({
  reference: quoteReference,
  token: z.string().max(100).optional(),
});

/**
 * The instant quote API (docs/0023, README "Quotes API"): `POST /api/quotes` issues a quote from offer ids
 * and the client's details; `GET /api/quotes/:reference/pdf` serves its PDF to the link's bearer or the
 * signed-in owner.
 */
export function quoteRoutes(deps: { config: Config; auth: AuthService; quotes: QuotesService }): Router {
  const { config, quotes } = deps;
  const routes = Router();
  routes.use(originCheck(config));

  routes.post(
    "/quotes",
    restHandler(quoteInput, async (input, req: Request, res: Response) => {
      const caller = await resolveCaller(req, res, deps);
      const { pdfPath, ...issued } = await quotes.issue(input, submitterOf(req, caller, config));
      res.status(201).json({ success: true, ...issued, pdfUrl: `${config.appUrl}${pdfPath}` });
    }),
  );

  routes.get(
    "/quotes/:reference/pdf",
    restHandler(
      pdfRequest,
      async (input, req, res) => {
        const caller = await resolveCaller(req, res, deps);
        const pdf = await quotes.pdf(input.reference, { token: input.token, userId: caller?.user.id ?? null });
        res
          .status(200)
          .type("application/pdf")
          .set("Content-Disposition", `inline; filename="${pdf.fileName}"`)
          .send(pdf.content);
      },
      "path-and-query",
    ),
  );

  // "Mes devis": the signed-in account's quotes, each with the PDF URL its session opens.
  routes.get("/quotes", async (req, res, next) => {
    try {
      const caller = await resolveCaller(req, res, deps);
      if (!caller) {
        res.status(401).json({ success: false, message: messages.quotes.signInToList });
        return;
      }
      const mine = await quotes.mine(caller.user.id);
      res.json({
        quotes: mine.map((summary) => ({
          ...summaryJson(summary),
          pdfUrl: `${config.appUrl}/api/quotes/${summary.reference}/pdf`,
        })),
      });
    } catch (error) {
      next(error);
    }
  });

  // The mailed link: GET shows what it would accept (a mail scanner only GETs), POST accepts, once.
  routes.get(
    "/quotes/acceptance",
    restHandler(
      quoteAcceptInput,
      async (input, _req, res) => {
        res.json(summaryAnswer(await quotes.acceptance(input.token)));
      },
      "query",
    ),
  );

  routes.post(
    "/quotes/acceptance",
    restHandler(quoteAcceptInput, async (input, req, res) => {
      res.json(summaryAnswer(await quotes.acceptByLink(input.token, requestMeta(req))));
    }),
  );

  // The owner's button: needs the owner's session (cookie or Bearer).
  routes.post(
    "/quotes/:reference/acceptance",
    restHandler(
      z.object({ reference: quoteReference }),
      async (input, req, res) => {
        const caller = await resolveCaller(req, res, deps);
        if (!caller) throw new ServiceError("unauthorized", messages.quotes.signInToAccept);
        const account = { id: caller.user.id, email: caller.user.email };
        res.json(summaryAnswer(await quotes.acceptAsOwner(input.reference, account, requestMeta(req))));
      },
      "path-and-query",
    ),
  );

  return routes;
}

/** A quote's state for the API: amounts in cents, instants as ISO 8601 with the Paris offset. */
function summaryJson(summary: QuoteSummary) {
  return {
    ...summary,
    issuedAt: toParisIso(summary.issuedAt),
    expiresAt: toParisIso(summary.expiresAt),
    acceptedAt: summary.acceptedAt === null ? null : toParisIso(summary.acceptedAt),
  };
}

const summaryAnswer = (summary: QuoteSummary) => ({ success: true, ...summaryJson(summary) });
