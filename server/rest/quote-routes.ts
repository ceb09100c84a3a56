import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { quoteInput, quoteReference } from "../../src/shared/quote-schemas.js";
import type { AuthService } from "../auth/auth-service.js";
import type { Config } from "../config/config.js";
import { originCheck } from "../http/origin-check.js";
import { resolveCaller } from "../http/resolve-caller.js";
import { submitterOf } from "../http/submitter.js";
import type { QuotesService } from "../quotes/quotes-service.js";
import { restHandler } from "./rest-handler.js";

const pdfRequest = z.object({
  reference: quoteReference,
  token: z.string().max(100).optional(),
});

/**
 * The instant quote API (issue 16, README "Quotes API"): `POST /api/quotes` issues a quote from offer ids
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

  return routes;
}
