import { z } from "zod";
import { loginPathFor } from "../../../src/accounts/shared/safe-next-path.js";
import { procedureForms } from "../../forms/procedure-form.js";
import type { ContextDependencies } from "../../trpc/context.js";

/** 'Renvoyer l'e-mail', on every page that shows it: a new verification mail, then back to that page saying so. */
export function resendVerificationForm(deps: ContextDependencies) {
  return procedureForms(deps)({
    name: "resend-verification",
    schema: z.object({}),
    signedOut: loginPathFor("/send-email"),
    call: (trpc) => trpc.auth.resendVerification(),
    onSuccess: ({ message }, _input, { req }) => ({
      redirect: req.path,
      flash: { form: "resend-verification", values: {}, errors: {}, alert: { tone: "success", message } },
    }),
  });
}
