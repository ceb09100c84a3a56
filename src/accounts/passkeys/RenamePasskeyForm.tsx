import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import { checkPasskeyName } from "./check-passkey-name.js";

export type RenameNotice = { tone: "success" | "error"; message: string } | null;

/**
 * « Renommer » opened on one passkey of the list: its label in a field, Enregistrer or Annuler (Escape too).
 * A recent sign-in is asked for, as for the other changes to the passkeys. `onClose` gives the focus back.
 */
export function RenamePasskeyForm({
  passkey,
  onClose,
}: {
  passkey: { id: string; name: string };
  onClose: (notice: RenameNotice) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const runSensitive = useReauthentication();
  const rename = useMutation(trpc.identity.renamePasskey.mutationOptions());
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = await checkPasskeyName(name);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    try {
      await runSensitive(() => rename.mutateAsync({ id: passkey.id, name: checked.name }));
      await queryClient.invalidateQueries(trpc.identity.passkeys.pathFilter());
      onClose({ tone: "success", message: messages.passkeysCard.renamed(checked.name) });
    } catch (failure) {
      setError(serverMessage(failure, messages.passkeysCard.renameFailed));
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onClose(null);
  };

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate className="w-full space-y-3">
      <TextField
        label={messages.passkeysCard.newNameLabel(passkey.name)}
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
        // Opened by the visitor's own « Renommer »: the focus follows to the field it revealed.
        autoFocus
      />
      <div className="flex gap-2">
        <button type="submit" disabled={rename.isPending} className={buttonStyles.small}>
          {rename.isPending ? messages.formWords.saving : messages.formWords.saveButton}
        </button>
        <button type="button" className={buttonStyles.small} onClick={() => onClose(null)}>
          {messages.formWords.cancelButton}
        </button>
      </div>
    </form>
  );
}
