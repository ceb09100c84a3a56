import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { toast } from "../../ui/Toasts.js";
import { useHydrated } from "../../ui/use-hydrated.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";

/**
 * The client key for priority assistance (docs/0014): shown, copied (a button only once JavaScript
 * runs, since it needs the clipboard), and replaced after a confirmation when it may have leaked.
 */
export function ClientKeyCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const outcome = useServerForm("client-key")?.alert;
  const key = useQuery(trpc.account.clientKey.queryOptions());
  const regenerate = useMutation(trpc.account.regenerateClientKey.mutationOptions());
  const runSensitive = useReauthentication();
  const clientKey = key.data?.clientKey;

  async function replaceKey() {
    try {
      const replaced = await runSensitive(() => regenerate.mutateAsync());
      queryClient.setQueryData(trpc.account.clientKey.queryKey(), { clientKey: replaced.clientKey });
      toast.success(messages.accounts.clientKeyRegenerated);
    } catch (error) {
      toast.error(serverMessage(error, messages.dashboard.replaceKeyFailed));
    }
  }

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(messages.dashboard.keyCopied);
    } catch {
      toast.error(messages.dashboard.copyFailed);
    }
  }

  return (
    <AccountCard title={messages.dashboard.clientKeyHeading} description={messages.dashboard.clientKeyIntro}>
      {key.isPending ? <PendingNote>{messages.dashboard.loadingKey}</PendingNote> : null}
      {clientKey ? (
        <div className="flex flex-wrap items-center gap-3">
          <code
            data-testid="client-key"
            className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900 select-all"
          >
            {clientKey}
          </code>
          {hydrated ? (
            <button type="button" className={buttonStyles.small} onClick={() => void copy(clientKey)}>
              {messages.dashboard.copyButton}
            </button>
          ) : null}
        </div>
      ) : null}
      {outcome ? (
        <div className="mt-4">
          <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>
        </div>
      ) : null}
      <details className="mt-5">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          {messages.dashboard.newKeyHeading}
        </summary>
        <p className="mt-3 text-sm text-slate-700">{messages.dashboard.newKeyWarning}</p>
        <PostForm
          name="client-key"
          action="/dashboard"
          className="mt-3"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void replaceKey();
          }}
        >
          <button type="submit" className={buttonStyles.small} disabled={regenerate.isPending}>
            {messages.dashboard.replaceKeyButton}
          </button>
        </PostForm>
      </details>
    </AccountCard>
  );
}
