import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { CheckIcon, MailIcon } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { AuthFrame } from "../ui/AuthFrame.js";
import { StatusBadge } from "../ui/StatusBadge.js";
import { useCurrentUser } from "../use-current-user.js";
import { ResendButton } from "./ResendButton.js";
import { useRedirectAfter } from "./use-redirect-after.js";
import { useVerifyToken } from "./use-verify-token.js";

/**
 * The « Vérification de l'adresse e-mail » waiting screen (/verify-email after registration, /send-email): hints,
 * resend, support, and 'Déjà vérifié ?' to check again. A `?token=` is tried; a failure stays
 * silent here (the visitor is still waiting for the mail), success moves on to /email-verification after 3 s.
 */
export function VerificationWaiting() {
  const state = useVerifyToken();
  const { user } = useCurrentUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [stillWaiting, setStillWaiting] = useState(false);
  const [checking, setChecking] = useState(false);
  useRedirectAfter("/email-verification", state === "verified");

  async function checkAgain() {
    setChecking(true);
    setStillWaiting(false);
    const fresh = await queryClient
      .fetchQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0 }))
      .catch(() => null);
    queryClient.setQueryData(trpc.auth.me.queryKey(), fresh);
    setStillWaiting(!fresh?.isEmailVerified);
    setChecking(false);
  }

  if (state === "verified") {
    return (
      <AuthFrame title={messages.emailLinkPages.waitingTitle} heading={messages.emailLinkPages.emailVerifiedHeading}>
        <div className="space-y-5">
          <StatusBadge tone="success">
            <CheckIcon width={30} height={30} />
          </StatusBadge>
          <p role="status" className="text-slate-700">
            {messages.emailLinkPages.verifiedRedirecting}
          </p>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={messages.emailLinkPages.waitingTitle}>
      <div className="space-y-6">
        <StatusBadge tone="brand">
          <MailIcon width={30} height={30} />
        </StatusBadge>
        <p className="text-slate-700">
          {messages.emailLinkPages.linkSentBefore}
          {user ? (
            <>
              {" "}
              {messages.emailLinkPages.linkSentToBefore}
              <strong className="break-all text-slate-900">{user.email}</strong>
            </>
          ) : null}
          {messages.emailLinkPages.linkSentAfter}
        </p>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-600">
          <li>{messages.emailLinkPages.mayTakeMinutes}</li>
          <li>{messages.emailLinkPages.checkSpam}</li>
          <li>{messages.emailLinkPages.linkValidity}</li>
        </ul>
        <ResendButton />
        <div className="grid gap-3 sm:grid-cols-2">
          <Link href="/support" className={buttonStyles.secondary}>
            {messages.emailLinkPages.supportLink}
          </Link>
          <button type="button" className={buttonStyles.secondary} disabled={checking} onClick={checkAgain}>
            {messages.emailLinkPages.alreadyVerifiedQuestion}
          </button>
        </div>
        {stillWaiting ? <FormAlert tone="info">{messages.emailLinkPages.notVerifiedYet}</FormAlert> : null}
      </div>
    </AuthFrame>
  );
}
