import { Router } from "express";
import { messages } from "../../src/shared/messages/catalogue.js";
import { sendStoredFile } from "../platform/files/send-stored-file.js";
import { originCheck } from "../platform/http/origin-check.js";
import { restProcedures } from "../rest/rest-procedure.js";
import type { ContextDependencies } from "../trpc/context.js";

/**
 * The instant quote API (docs/0023, README "Quotes API"): `POST /api/quotes` issues a quote from offer ids
 * and the client's details; `GET /api/quotes/:reference/pdf` serves its PDF to the link's bearer or the
 * signed-in owner. Each route is the procedure of its action (docs/0051-one-door-per-action.md).
 */
export function quoteRoutes(deps: ContextDependencies): Router {
  const { config } = deps;
  const restProcedure = restProcedures(deps);
  const routes = Router();
  routes.use(originCheck(config));

  routes.post(
    "/quotes",
    restProcedure({
      call: (trpc, input) => trpc.quotes.issue(input),
      answer: (issued, res) => {
        res.status(201).json(issued);
      },
    }),
  );

  routes.get(
    "/quotes/:reference/pdf",
    restProcedure({
      source: "path-and-query",
      call: (trpc, input) => trpc.quotes.pdf(input),
      answer: (pdf, res) => {
        res.status(200).type("application/pdf").set("Content-Disposition", `inline; filename="${pdf.fileName}"`);
        sendStoredFile(res, pdf.file);
      },
    }),
  );

  // "Mes devis": the signed-in account's quotes, each with the PDF URL its session opens.
  routes.get(
    "/quotes",
    restProcedure({
      signedOut: messages.quoteDesk.signInToList,
      call: (trpc) => trpc.quotes.mine(),
      answer: (mine, res) => {
        res.json({ quotes: mine.map(({ pdfPath, ...quote }) => ({ ...quote, pdfUrl: `${config.appUrl}${pdfPath}` })) });
      },
    }),
  );

  // The mailed link: GET shows what it would accept (a mail scanner only GETs), POST accepts, once.
  routes.get(
    "/quotes/acceptance",
    restProcedure({
      source: "query",
      call: (trpc, input) => trpc.quotes.acceptance(input),
      answer: (summary, res) => {
        res.json({ success: true, ...summary });
      },
    }),
  );

  routes.post(
    "/quotes/acceptance",
    restProcedure({
      call: (trpc, input) => trpc.quotes.acceptByLink(input),
      answer: (summary, res) => {
        res.json({ success: true, ...summary });
      },
    }),
  );

  // The owner's button: needs the owner's session (cookie or Bearer).
  routes.post(
    "/quotes/:reference/acceptance",
    restProcedure({
      source: "path-and-query",
      call: (trpc, input) => trpc.quotes.acceptAsOwner(input),
      answer: (summary, res) => {
        res.json({ success: true, ...summary });
      },
    }),
  );

  return routes;
}
