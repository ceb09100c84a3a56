import * as m from "../../src/shared/identity-messages.js";
import { emailChangeCancelPath, emailChangePath, emailChangeTokenInput } from "../../src/shared/identity-schemas.js";
import type { FormPage } from "../forms/html-form.js";
import { singleUseLinkPage } from "../forms/single-use-link-page.js";
import { requestMeta } from "../http/request-meta.js";
import { resolveCaller } from "../http/resolve-caller.js";
import type { ContextDependencies } from "../trpc/context.js";

/**
 * The two links of a change of e-mail (docs/0027-account-identity.md): each page shows what its link
 * stands for and acts on its button only, since mail scanners open links.
 */
export function emailChangePages(deps: ContextDependencies): FormPage[] {
  const { auth } = deps;
  return [
    singleUseLinkPage({
      path: emailChangePath,
      form: "email-change",
      schema: emailChangeTokenInput,
      invalidMessage: m.emailChangeLinkInvalid,
      show: (token) => auth.emailChangeLink(token),
      act: async (token, req) => ({ ...(await auth.confirmEmailChange(token, requestMeta(req))), done: "true" }),
    }),
    singleUseLinkPage({
      path: emailChangeCancelPath,
      form: "email-change-cancel",
      schema: emailChangeTokenInput,
      invalidMessage: m.cancelLinkInvalid,
      show: (token) => auth.emailChangeCancellation(token),
      async act(token, req) {
        // Clicked in a browser signed in to this account: that session is the owner's and stays.
        const caller = req.res ? await resolveCaller(req, req.res, deps) : null;
        return { ...(await auth.cancelEmailChange(token, caller, requestMeta(req))), done: "true" };
      },
    }),
  ];
}
