import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { formatDateTime } from "../../shared/locale-text/paris-dates.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
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
      setNotice({ tone: "error", message: serverMessage(error, messages.dashboard.unlinkGoogleFailed) });
    }
  };

  return (
    <AccountCard title={messages.dashboard.signInMethodsHeading} description={messages.dashboard.signInMethodsIntro}>
      {methods.data ? (
        <ul className="divide-y divide-slate-100">
          <li className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{messages.formWords.passwordLabel}</span>
              <span className="text-sm text-slate-600">
                {hasPassword ? messages.dashboard.passwordSetLabel : messages.dashboard.noPasswordLabel}
              </span>
            </div>
            {hasPassword ? null : (
              <Suspense>
                <SetPasswordForm onDone={setNotice} />
              </Suspense>
            )}
          </li>
          <li className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{messages.dashboard.googleLabel}</span>
              <span className="text-sm break-all text-slate-600">
                {google
                  ? messages.dashboard.googleLinkedLabel(google.email, formatDateTime(google.linkedAt))
                  : messages.dashboard.googleNotLinkedLabel}
              </span>
            </div>
            <div className="mt-2">
              {google ? (
                <PostForm name="unlink-google" action="/dashboard" onSubmit={onUnlink}>
                  <button type="submit" className={buttonStyles.small} disabled={unlink.isPending || googleIsTheLast}>
                    {messages.dashboard.unlinkGoogleButton}
                  </button>
                  {googleIsTheLast ? (
                    <p className="mt-2 text-sm text-slate-600">{messages.dashboard.googleIsTheLast}</p>
                  ) : null}
                </PostForm>
              ) : (
                <a href="/auth/google/link" className={buttonStyles.small}>
                  {messages.dashboard.linkGoogleButton}
                </a>
              )}
            </div>
          </li>
          <li className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{messages.dashboard.passkeysLabel}</span>
              <span className="text-sm text-slate-600">{messages.dashboard.passkeyCountLabel(passkeys)}</span>
            </div>
          </li>
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{messages.dashboard.loadingMethods}</p>
      )}
      {notice ? (
        <div className="mt-4">
          <FormAlert tone={notice.tone}>{notice.message}</FormAlert>
        </div>
      ) : null}
    </AccountCard>
  );
}
