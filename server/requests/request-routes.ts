import { Router } from "express";
import { applicationInput } from "../../src/requests/shared/request-schemas.js";
import { cvUpload, uploadedCv } from "../applications/cv-upload.js";
import { originCheck } from "../platform/http/origin-check.js";
import { resolveCaller } from "../platform/http/resolve-caller.js";
import { submitterOf } from "../platform/http/submitter.js";
import { restHandler } from "../rest/rest-handler.js";
import { restProcedures } from "../rest/rest-procedure.js";
import type { ContextDependencies } from "../trpc/context.js";

/**
 * The public requests API (docs/0014, README "Requests API"): JSON in and out, `{success:false, message, field}` on
 * refusal. A signed-in caller (cookie or Bearer) has its requests linked to its account. Each route is the
 * procedure of its action (docs/0051-one-door-per-action.md).
 */
export function requestRoutes(deps: ContextDependencies): Router {
  const { config, requests } = deps;
  const restProcedure = restProcedures(deps);
  const routes = Router();
  routes.use(originCheck(config));

  routes.post(
    "/requests",
    restProcedure({
      call: (trpc, input) => trpc.requests.submit(input),
      answer: ({ reference }, res) => {
        res.status(201).json({ success: true, reference });
      },
    }),
  );

  routes.get(
    "/booking-slots",
    restProcedure({
      call: (trpc) => trpc.booking.slots(),
      answer: (slots, res) => {
        res.json({ slots });
      },
    }),
  );

  routes.post(
    "/bookings",
    restProcedure({
      call: (trpc, input) => trpc.booking.book(input),
      answer: (booked, res) => {
        res.status(201).json(booked);
      },
    }),
  );

  // The cancel link's page: GET shows what would be cancelled, POST cancels (a mail scanner only GETs).
  routes.get(
    "/bookings/cancellation",
    restProcedure({
      source: "query",
      call: (trpc, input) => trpc.booking.cancellation(input),
      answer: (booked, res) => {
        res.json(booked);
      },
    }),
  );

  routes.post(
    "/bookings/cancellation",
    restProcedure({
      call: (trpc, input) => trpc.booking.cancel(input),
      answer: (booked, res) => {
        res.json(booked);
      },
    }),
  );

  // Multipart: the fields are validated like JSON ones once multer has read them; the CV is `req.file`.
  // Still the service's own door: its procedure (the CV's upload) comes with the React form's.
  routes.post(
    "/applications",
    cvUpload,
    restHandler(applicationInput, async (input, req, res) => {
      const caller = await resolveCaller(req, res, deps);
      const { reference } = await requests.apply(input, uploadedCv(req), submitterOf(req, caller, config));
      res.status(201).json({ success: true, reference });
    }),
  );

  return routes;
}
