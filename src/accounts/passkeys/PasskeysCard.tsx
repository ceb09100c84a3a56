import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { formatDateTime } from "../../shared/locale-text/paris-dates.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import { DASHBOARD_ANCHORS } from "../shared/dashboard-anchors.js";
import { checkPasskeyName } from "./check-passkey-name.js";
import { RenamePasskeyForm } from "./RenamePasskeyForm.js";
import { isCancelled, loadWebAuthn, useWebAuthnSupport } from "./webauthn.js";

type Notice = { tone: "success" | "error"; message: string } | null;

/** Names the new passkey, then lets the browser create it (its own dialog: fingerprint, PIN, phone...). */
function AddPasskeyForm({ onDone }: { onDone: (notice: Notice) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const runSensitive = useReauthentication();
  const options = useMutation(trpc.identity.passkeyRegistrationOptions.mutationOptions());
  const add = useMutation(trpc.identity.addPasskey.mutationOptions());
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    onDone(null);
    const checked = await checkPasskeyName(name);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const optionsJSON = await runSensitive(() => options.mutateAsync());
      const { startRegistration } = await loadWebAuthn();
      const response = await startRegistration({ optionsJSON });
      await runSensitive(() => add.mutateAsync({ name: checked.name, response }));
      setName("");
      await Promise.all([
        queryClient.invalidateQueries(trpc.identity.passkeys.pathFilter()),
        queryClient.invalidateQueries(trpc.identity.signInMethods.pathFilter()),
      ]);
      onDone({ tone: "success", message: messages.identity.passkeyAdded });
    } catch (failure) {
      if (!isCancelled(failure))
        onDone({ tone: "error", message: serverMessage(failure, messages.identity.passkeyRegistrationFailed) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label={messages.passkeysCard.nameLabel}
        hint={messages.passkeysCard.nameHint}
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <button type="submit" disabled={pending} className={buttonStyles.small}>
        {pending ? messages.formWords.saving : messages.passkeysCard.addButton}
      </button>
    </form>
  );
}

/**
 * « Clés d'accès » (docs/0028-passkeys.md): the account's passkeys with their creation and last use, Paris
 * time; adding, renaming and removing one ask for a recent sign-in. The list shows without JavaScript; adding
 * needs it and a browser that knows passkeys, renaming and removing need it.
 */
export function PasskeysCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const passkeys = useQuery(trpc.identity.passkeys.queryOptions());
  const remove = useMutation(trpc.identity.removePasskey.mutationOptions());
  const runSensitive = useReauthentication();
  const supported = useWebAuthnSupport();
  const [notice, setNotice] = useState<Notice>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());

  const focusAfterRename = useRef<string | null>(null);

  function closeRename(id: string, renamed: Notice) {
    focusAfterRename.current = id;
    setRenaming(null);
    if (renamed) setNotice(renamed);
  }

  // Back on the row's « Renommer » in the commit that shows it again: a closing after the server's answer is
  // rendered whenever React schedules it, so a timer or an animation frame could run before the button exists.
  useLayoutEffect(() => {
    if (renaming !== null || focusAfterRename.current === null) return;
    renameButtons.current.get(focusAfterRename.current)?.focus();
    focusAfterRename.current = null;
  }, [renaming]);

  async function onRemove(id: string) {
    setNotice(null);
    try {
      await runSensitive(() => remove.mutateAsync({ id }));
      await Promise.all([
        queryClient.invalidateQueries(trpc.identity.passkeys.pathFilter()),
        queryClient.invalidateQueries(trpc.identity.signInMethods.pathFilter()),
      ]);
      setNotice({ tone: "success", message: messages.identity.passkeyRemoved });
    } catch (error) {
      setNotice({ tone: "error", message: serverMessage(error, messages.passkeysCard.removeFailed) });
    }
  }

  return (
    <AccountCard
      id={DASHBOARD_ANCHORS.passkeys}
      title={messages.dashboard.passkeysLabel}
      description={messages.passkeysCard.intro}
    >
      {passkeys.data?.length ? (
        <ul className="mb-5 divide-y divide-slate-100">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              {renaming === passkey.id ? (
                <RenamePasskeyForm passkey={passkey} onClose={(renamed) => closeRename(passkey.id, renamed)} />
              ) : (
                <>
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{passkey.name}</p>
                    <p className="text-sm text-slate-600">
                      {messages.passkeysCard.addedOnLabel(formatDateTime(passkey.createdAt))}
                      {passkey.lastUsedAt
                        ? messages.passkeysCard.usedOnLabel(formatDateTime(passkey.lastUsedAt))
                        : messages.passkeysCard.neverUsedLabel}
                    </p>
                  </div>
                  {supported !== null ? (
                    <div className="flex gap-2">
                      <button
                        type="button"
                        ref={(button) => {
                          if (button) renameButtons.current.set(passkey.id, button);
                          else renameButtons.current.delete(passkey.id);
                        }}
                        className={buttonStyles.small}
                        aria-label={messages.passkeysCard.renameLabel(passkey.name)}
                        onClick={() => {
                          setNotice(null);
                          setRenaming(passkey.id);
                        }}
                      >
                        {messages.passkeysCard.renameButton}
                      </button>
                      <button
                        type="button"
                        className={buttonStyles.small}
                        disabled={remove.isPending}
                        aria-label={messages.passkeysCard.removeLabel(passkey.name)}
                        onClick={() => onRemove(passkey.id)}
                      >
                        {messages.passkeysCard.removeButton}
                      </button>
                    </div>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : passkeys.data ? (
        <p className="mb-5 text-sm text-slate-600">{messages.passkeysCard.none}</p>
      ) : null}
      {supported ? <AddPasskeyForm onDone={setNotice} /> : null}
      {supported === false ? <p className="text-sm text-slate-600">{messages.identity.passkeyUnsupported}</p> : null}
      {notice ? (
        <div className="mt-4">
          <FormAlert tone={notice.tone}>{notice.message}</FormAlert>
        </div>
      ) : null}
    </AccountCard>
  );
}
