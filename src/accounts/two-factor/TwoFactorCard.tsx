import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { toast } from "../../ui/Toasts.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import { CodeForm } from "./CodeForm.js";

// The steps shown once asked, in one lazy chunk (two-factor-steps.ts). Each action awaits it before showing them,
// so the card never shows a fallback; a failed load is that action's failure, reported as any other.
const loadSteps = () => import("./two-factor-steps.js");
const Enrolment = lazy(() => loadSteps().then((steps) => ({ default: steps.Enrolment })));
const RecoveryCodes = lazy(() => loadSteps().then((steps) => ({ default: steps.RecoveryCodes })));
/** Hover or focus of the button: the chunk is usually there before the click. A failure is the click's to report. */
const preloadSteps = () => void loadSteps().catch(() => {});

/**
 * Two-factor from the dashboard: enrol (QR code and the secret as text, a first code, the recovery codes
 * shown once) and disable (a current code). Each step asks for the password first when the last sign-in
 * is over 10 minutes old. Needs JavaScript (the QR code is drawn in the browser).
 */
export function TwoFactorCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const runSensitive = useReauthentication();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const start = useMutation(trpc.twoFactor.start.mutationOptions());
  const confirm = useMutation(trpc.twoFactor.confirm.mutationOptions());
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions());
  const renew = useMutation(trpc.twoFactor.renewRecoveryCodes.mutationOptions());
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; renewed: boolean } | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  async function begin() {
    setStartError(null);
    try {
      const [started] = await Promise.all([runSensitive(() => start.mutateAsync()), loadSteps()]);
      setEnrolment(started);
    } catch (error) {
      setStartError(serverMessage(error, messages.twoFactorCard.startFailed));
    }
  }

  let body: ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes {...recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (enrolment) {
    body = (
      <Enrolment
        {...enrolment}
        confirm={async (code) => {
          const { recoveryCodes } = await runSensitive(() => confirm.mutateAsync({ code }));
          setEnrolment(null);
          setRecoveryCodes({ codes: recoveryCodes, renewed: false });
          await queryClient.invalidateQueries(trpc.twoFactor.status.pathFilter());
        }}
      />
    );
  } else if (status.data?.enabled) {
    body = (
      <div className="space-y-4">
        <FormAlert tone="success">{messages.twoFactorCard.enabledCodesLeft(status.data.recoveryCodesLeft)}</FormAlert>
        <CodeForm
          label={messages.twoFactorCard.renewCodeLabel}
          submitLabel={messages.twoFactorCard.renewButton}
          action={async (code) => {
            // The chunk first: once renewed, the old codes are void, and the new ones must be shown.
            await loadSteps();
            const { recoveryCodes } = await runSensitive(() => renew.mutateAsync({ code }));
            setRecoveryCodes({ codes: recoveryCodes, renewed: true });
            await queryClient.invalidateQueries(trpc.twoFactor.status.pathFilter());
          }}
        />
        <CodeForm
          label={messages.twoFactorCard.disableCodeLabel}
          submitLabel={messages.twoFactorCard.disableButton}
          action={async (code) => {
            await runSensitive(() => disable.mutateAsync({ code }));
            await queryClient.invalidateQueries(trpc.twoFactor.status.pathFilter());
            toast.success(messages.accounts.twoFactorDisabled);
          }}
        />
      </div>
    );
  } else if (status.data) {
    body = (
      <div className="space-y-3">
        <button
          type="button"
          className={buttonStyles.small}
          disabled={start.isPending}
          onClick={begin}
          onPointerEnter={preloadSteps}
          onFocus={preloadSteps}
        >
          {messages.twoFactorCard.enableButton}
        </button>
        {startError ? <FormAlert tone="error">{startError}</FormAlert> : null}
      </div>
    );
  }

  return (
    <AccountCard title={messages.twoFactorCard.cardTitle} description={messages.twoFactorCard.intro}>
      <Suspense>{body ?? <p className="text-sm text-slate-600">{messages.formWords.loading}</p>}</Suspense>
    </AccountCard>
  );
}
