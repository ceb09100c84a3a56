import { type FormEvent, type ReactNode, useState } from "react";
import { buttonStyles } from "../../forms/button-styles.js";
import { FormAlert } from "../../forms/form-alert.js";
import { serverMessage } from "../../forms/server-error.js";
import { TextField } from "../../forms/text-field.js";
import { authMessages } from "../../shared/auth-messages.js";
import { trpc } from "../../trpc/client.js";
import { toast } from "../../ui/toasts.js";
import { AccountCard } from "../dashboard/account-card.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import { QrCode } from "./qr-code.js";
import { RecoveryCodes } from "./recovery-codes.js";

/** A code typed in a small form, submitted to `action`; the server's refusal shows beside the field. */
function CodeForm({
  label,
  submitLabel,
  action,
}: {
  label: string;
  submitLabel: string;
  action: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setPending(true);
    try {
      await action(code.trim());
      setCode("");
    } catch (failure) {
      setError(serverMessage(failure, authMessages.twoFactorCodeWrong));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label={label}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <button type="submit" disabled={pending} className={buttonStyles.small}>
        {pending ? "Vérification..." : submitLabel}
      </button>
    </form>
  );
}

/**
 * Two-factor from the dashboard: enrol (QR code and the secret as text, a first code, the recovery codes
 * shown once) and disable (a current code). Each step asks for the password first when the last sign-in
 * is over 10 minutes old. Needs JavaScript (the QR code is drawn in the browser).
 */
export function TwoFactorCard() {
  const utils = trpc.useUtils();
  const runSensitive = useReauthentication();
  const status = trpc.twoFactor.status.useQuery();
  const start = trpc.twoFactor.start.useMutation();
  const confirm = trpc.twoFactor.confirm.useMutation();
  const disable = trpc.twoFactor.disable.useMutation();
  const renew = trpc.twoFactor.renewRecoveryCodes.useMutation();
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; renewed: boolean } | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  async function begin() {
    setStartError(null);
    try {
      setEnrolment(await runSensitive(() => start.mutateAsync()));
    } catch (error) {
      setStartError(serverMessage(error, "L'activation n'a pas pu commencer. Réessayez."));
    }
  }

  const description = "Un code de votre application d'authentification en plus du mot de passe à chaque connexion.";
  let body: ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes {...recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (enrolment) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Scannez ce QR code avec votre application (Google Authenticator, Authy, 1Password...), ou saisissez la clé.
        </p>
        <QrCode value={enrolment.uri} label="QR code à scanner avec votre application d'authentification" />
        <p className="text-sm text-slate-700">
          Clé à saisir :{" "}
          <code data-testid="totp-secret" className="break-all font-mono font-semibold text-slate-900">
            {enrolment.secret}
          </code>
        </p>
        <CodeForm
          label="Code affiché par l'application"
          submitLabel="Activer"
          action={async (code) => {
            const { recoveryCodes } = await runSensitive(() => confirm.mutateAsync({ code }));
            setEnrolment(null);
            setRecoveryCodes({ codes: recoveryCodes, renewed: false });
            await utils.twoFactor.status.invalidate();
          }}
        />
      </div>
    );
  } else if (status.data?.enabled) {
    body = (
      <div className="space-y-4">
        <FormAlert tone="success">Activée. Codes de récupération restants : {status.data.recoveryCodesLeft}.</FormAlert>
        <CodeForm
          label="Code actuel pour créer de nouveaux codes de récupération"
          submitLabel="Créer de nouveaux codes de récupération"
          action={async (code) => {
            const { recoveryCodes } = await runSensitive(() => renew.mutateAsync({ code }));
            setRecoveryCodes({ codes: recoveryCodes, renewed: true });
            await utils.twoFactor.status.invalidate();
          }}
        />
        <CodeForm
          label="Code actuel (ou code de récupération) pour désactiver"
          submitLabel="Désactiver la double authentification"
          action={async (code) => {
            await runSensitive(() => disable.mutateAsync({ code }));
            await utils.twoFactor.status.invalidate();
            toast.success(authMessages.twoFactorDisabled);
          }}
        />
      </div>
    );
  } else if (status.data) {
    body = (
      <div className="space-y-3">
        <button type="button" className={buttonStyles.small} disabled={start.isPending} onClick={begin}>
          Activer la double authentification
        </button>
        {startError ? <FormAlert tone="error">{startError}</FormAlert> : null}
      </div>
    );
  }

  return (
    <AccountCard title="Double authentification" description={description}>
      {body ?? <p className="text-sm text-slate-600">Chargement...</p>}
    </AccountCard>
  );
}
