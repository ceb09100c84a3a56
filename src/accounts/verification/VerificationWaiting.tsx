import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
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
      <AuthFrame title="Vérification de l'adresse e-mail" heading="Adresse e-mail vérifiée">
        <div className="space-y-5">
          <StatusBadge tone="success">
            <CheckIcon width={30} height={30} />
          </StatusBadge>
          <p role="status" className="text-slate-700">
            Votre adresse e-mail est vérifiée. Redirection dans quelques secondes…
          </p>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Vérification de l'adresse e-mail">
      <div className="space-y-6">
        <StatusBadge tone="brand">
          <MailIcon width={30} height={30} />
        </StatusBadge>
        <p className="text-slate-700">
          Nous vous avons envoyé un lien de vérification
          {user ? (
            <>
              {" "}
              à <strong className="break-all text-slate-900">{user.email}</strong>
            </>
          ) : null}
          . Cliquez sur ce lien pour activer votre compte.
        </p>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-600">
          <li>Le message peut mettre quelques minutes à arriver.</li>
          <li>Pensez à vérifier vos courriers indésirables (spam).</li>
          <li>Le lien est valable 24 heures ; au-delà, demandez-en un nouveau.</li>
        </ul>
        <ResendButton />
        <div className="grid gap-3 sm:grid-cols-2">
          <Link href="/support" className={buttonStyles.secondary}>
            Support
          </Link>
          <button type="button" className={buttonStyles.secondary} disabled={checking} onClick={checkAgain}>
            Déjà vérifié ?
          </button>
        </div>
        {stillWaiting ? (
          <FormAlert tone="info">Votre adresse n'est pas encore vérifiée : ouvrez le lien reçu par e-mail.</FormAlert>
        ) : null}
      </div>
    </AuthFrame>
  );
}
