import { type Request, type Response, Router } from "express";
import { applicationInput, bookingCancelInput, bookingInput, requestInput } from "../../src/shared/request-schemas.js";
import type { AuthService } from "../auth/auth-service.js";
import type { Config } from "../config/config.js";
import { cvUpload, uploadedCv } from "../http/cv-upload.js";
import { originCheck } from "../http/origin-check.js";
import { requestMeta } from "../http/request-meta.js";
import { resolveCaller } from "../http/resolve-caller.js";
import { submitterOf } from "../http/submitter.js";
import { bookedCallAnswer, slotAnswer } from "../requests/booking-answers.js";
import type { RequestsService } from "../requests/requests-service.js";
import { restHandler } from "./rest-handler.js";

/**
 * The public requests API (docs/0014, README "Requests API"): JSON in and out, `{success:false,
 * message, field}` on refusal. A signed-in caller (cookie or Bearer) has its requests linked to its account.
 */
export function requestRoutes(deps: { config: Config; auth: AuthService; requests: RequestsService }): Router {
  const { config, requests } = deps;
  const routes = Router();
  routes.use(originCheck(config));
  const submitter = async (req: Request, res: Response) =>
    submitterOf(req, await resolveCaller(req, res, deps), config);

  routes.post(
    "/requests",
    restHandler(requestInput, async (input, req, res) => {
      const { reference } = await requests.submit(input, await submitter(req, res));
      res.status(201).json({ success: true, reference });
    }),
  );

  routes.get("/booking-slots", async (_req, res, next) => {
    try {
      res.json({ slots: (await requests.freeSlots()).map(slotAnswer) });
    } catch (error) {
      next(error);
    }
  });

  routes.post(
    "/bookings",
    restHandler(bookingInput, async (input, req, res) => {
      res.status(201).json(bookedCallAnswer(await requests.book(input, await submitter(req, res))));
    }),
  );

  // The cancel link's page: GET shows what would be cancelled, POST cancels (a mail scanner only GETs).
  routes.get(
    "/bookings/cancellation",
    restHandler(
      bookingCancelInput,
      async (input, _req, res) => {
        res.json(bookedCallAnswer(await requests.cancellation(input.token)));
      },
      "query",
    ),
  );

  routes.post(
    "/bookings/cancellation",
    restHandler(bookingCancelInput, async (input, req, res) => {
      res.json(bookedCallAnswer(await requests.cancel(input.token, requestMeta(req))));
    }),
  );

  // Multipart: the fields are validated like JSON ones once multer has read them; the CV is `req.file`.
  routes.post(
    "/applications",
    cvUpload,
    restHandler(applicationInput, async (input, req, res) => {
      const { reference } = await requests.apply(input, uploadedCv(req), await submitter(req, res));
      res.status(201).json({ success: true, reference });
    }),
  );

  return routes;
}
