import { Router } from "express";
import { cvUpload, uploadedForm } from "../applications/index.js";
import { originCheck } from "../platform/http/origin-check.js";
import { restProcedures } from "../rest/rest-procedure.js";
import type { ContextDependencies } from "../trpc/context.js";

/**
 * The public requests API (docs/0014, README "Requests API"): JSON in and out, `{success:false, message, field}` on
 * refusal. A signed-in caller (cookie or Bearer) has its requests linked to its account. Each route is the
 * procedure of its action (docs/0051-one-door-per-action.md).
 */
export function requestRoutes(deps: ContextDependencies): Router {
  const { config } = deps;
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

  // Multipart: multer reads the fields and the CV (an unreadable upload is answered here), and the
  // procedure gets them as the React form sends them.
  routes.post(
    "/applications",
    cvUpload,
    restProcedure({
      call: (trpc, fields, req) => trpc.applications.submit(uploadedForm(fields, req)),
      answer: (submitted, res) => {
        res.status(201).json(submitted);
      },
    }),
  );

  return routes;
}
