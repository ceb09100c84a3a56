import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { formatDateTime } from "../../ui/format-date.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import type { Notice } from "./card-notice.js";

// Only an account without a password (created with Google) sees this form: its code loads then, the server's HTML
// staying as it is until it has (docs/0019).
const SetPasswordForm = lazy(() => import("./SetPasswordForm.js"));

/**
 * The ways in (docs/0027-account-identity.md): the password, Google and the passkeys (managed in their own card). Google is linked through the same
 * OpenID flow as sign-in (a plain link, so it works without JavaScript) and removed only while another
 * way in remains, which the server enforces.
 */
export function SignInMethodsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const methods = useQuery(trpc.identity.signInMethods.queryOptions());
  const unlink = useMutation(trpc.identity.unlinkGoogle.mutationOptions());
  const runSensitive = useReauthentication();
  const server = useServerForm("sign-in-methods", "unlink-google", "set-password");
  const [notice, setNotice] = useState<Notice>(server?.alert ?? null);
  const google = methods.data?.google ?? null;
  const hasPassword = methods.data?.password ?? false;
  const passkeys = methods.data?.passkeys ?? 0;
  const googleIsTheLast = !hasPassword && passkeys === 0;

  const onUnlink = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      await runSensitive(() => unlink.mutateAsync());
      await queryClient.invalidateQueries(trpc.identity.signInMethods.pathFilter());
      setNotice({ tone: "success", message: messages.identity.googleUnlinked });
    } catch (error) {
      setNotice({ tone: "error", message: serverMessage(error, "Le compte Google n'a pas pu être retiré.") });
    }
  };

  return (
    <AccountCard title="Méthodes de connexion" description="Les façons d'accéder à votre compte.">
      {methods.data ? (
        <ul className="divide-y divide-slate-100">
          <li className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">Mot de passe</span>
              <span className="text-sm text-slate-600">{hasPassword ? "Défini" : "Aucun"}</span>
            </div>
            {hasPassword ? null : (
              <Suspense>
                <SetPasswordForm onDone={setNotice} />
              </Suspense>
            )}
          </li>
          <li className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">Google</span>
              <span className="text-sm break-all text-slate-600">
                {google ? `${google.email}, associé le ${formatDateTime(google.linkedAt)}` : "Non associé"}
              </span>
            </div>
            <div className="mt-2">
              {google ? (
                <PostForm name="unlink-google" action="/dashboard" onSubmit={onUnlink}>
                  <button type="submit" className={buttonStyles.small} disabled={unlink.isPending || googleIsTheLast}>
                    Retirer Google
                  </button>
                  {googleIsTheLast ? (
                    <p className="mt-2 text-sm text-slate-600">
                      C'est votre seule méthode de connexion : définissez d'abord un mot de passe ou ajoutez une clé
                      d'accès.
                    </p>
                  ) : null}
                </PostForm>
              ) : (
                <a href="/auth/google/link" className={buttonStyles.small}>
                  Associer un compte Google
                </a>
              )}
            </div>
          </li>
          <li className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">Clés d'accès</span>
              <span className="text-sm text-slate-600">
                {passkeys === 0 ? "Aucune" : passkeys === 1 ? "1 clé d'accès" : `${passkeys} clés d'accès`}
              </span>
            </div>
          </li>
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Chargement des méthodes…</p>
      )}
      {notice ? (
        <div className="mt-4">
          <FormAlert tone={notice.tone}>{notice.message}</FormAlert>
        </div>
      ) : null}
    </AccountCard>
  );
}
