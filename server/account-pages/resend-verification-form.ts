import { z } from "zod";
import { loginPathFor } from "../../src/account/safe-next-path.js";
import type { AuthService } from "../auth/auth-service.js";
import type { Config } from "../config/config.js";
import { htmlForm } from "../forms/html-form.js";
import { requestMeta } from "../http/request-meta.js";
import { resolveCaller } from "../http/resolve-caller.js";

/** 'Renvoyer l'e-mail', on every page that shows it: a new verification mail, then back to that page saying so. */
export function resendVerificationForm(deps: { config: Config; auth: AuthService }) {
  return htmlForm({
    name: "resend-verification",
    schema: z.object({}),
    async submit(_input, { req, res }) {
      const caller = await resolveCaller(req, res, deps);
      if (!caller) return { redirect: loginPathFor("/send-email") };
      const message = await deps.auth.resendVerification(caller, requestMeta(req));
      return {
        redirect: req.path,
        flash: { form: "resend-verification", values: {}, errors: {}, alert: { tone: "success", message } },
      };
    },
  });
}
