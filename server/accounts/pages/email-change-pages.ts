import {
  emailChangeCancelPath,
  emailChangePath,
  emailChangeTokenInput,
} from "../../../src/accounts/shared/identity-schemas.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import type { FormPage } from "../../forms/html-form.js";
import { singleUseLinkPage } from "../../forms/single-use-link-page.js";
import type { ContextDependencies } from "../../trpc/context.js";
import { pageCaller } from "../../trpc/in-process-caller.js";

/**
 * The two links of a change of e-mail (docs/0027-account-identity.md): each page shows what its link
 * stands for and acts on its button only, since mail scanners open links.
 */
export function emailChangePages(deps: ContextDependencies): FormPage[] {
  const trpcFor = pageCaller(deps);
  return [
    singleUseLinkPage({
      path: emailChangePath,
      form: "email-change",
      schema: emailChangeTokenInput,
      invalidMessage: messages.identity.emailChangeLinkInvalid,
      show: async (token, req, res) => (await trpcFor(req, res)).identity.emailChangeLink({ token }),
      act: async (token, req, res) => ({
        ...(await (await trpcFor(req, res)).identity.confirmEmailChange({ token })),
        done: "true",
      }),
    }),
    singleUseLinkPage({
      path: emailChangeCancelPath,
      form: "email-change-cancel",
      schema: emailChangeTokenInput,
      invalidMessage: messages.identity.cancelLinkInvalid,
      show: async (token, req, res) => (await trpcFor(req, res)).identity.emailChangeCancellation({ token }),
      // Clicked in a browser signed in to this account: that session is the owner's and stays (the procedure's caller).
      act: async (token, req, res) => ({
        ...(await (await trpcFor(req, res)).identity.cancelEmailChange({ token })),
        done: "true",
      }),
    }),
  ];
}
