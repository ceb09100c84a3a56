import { Router } from "express";
import { originCheck } from "../platform/http/origin-check.js";
import { restProcedures } from "../rest/rest-procedure.js";
import type { ContextDependencies } from "../trpc/context.js";

/**
 * `POST /api/search-misses {query}`: the REST door of `search.reportMiss` (search-router.ts), answering 204
 * whether the query was counted or not.
 */
export function searchMissReports(deps: ContextDependencies): Router {
  const restProcedure = restProcedures(deps);
  const routes = Router();
  routes.post(
    "/search-misses",
    originCheck(deps.config),
    restProcedure({
      call: (trpc, input) => trpc.search.reportMiss(input),
      answer: (_, res) => res.status(204).end(),
    }),
  );
  return routes;
}
