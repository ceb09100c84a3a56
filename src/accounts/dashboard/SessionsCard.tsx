import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { formatDateTime } from "../../shared/locale-text/paris-dates.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { DeviceIcon } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { toast } from "../../ui/Toasts.js";

interface SessionSummary {
  browser: string | null;
  os: string | null;
  device: string | null;
}

function sessionLabel({ browser, os, device }: SessionSummary): string {
  const software = messages.dashboard.softwareLabel([browser, os].filter((part): part is string => Boolean(part)));
  return [software || messages.dashboard.unknownBrowserLabel, device].filter(Boolean).join(" · ");
}

/** A form the browser posts without JavaScript; with it, `run` does the work through tRPC instead. */
function enhanced(run: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    run();
  };
}

/** Where the account is signed in, with sign-out of one device or of every other one. */
export function SessionsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const outcome = useServerForm("sessions", "revoke-session", "revoke-other-sessions")?.alert;
  // One page: its largest size is the cap on sessions per user, so it holds them all.
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const revoke = useMutation(
    trpc.account.revokeSession.mutationOptions({
      onSuccess: () => toast.success(messages.accounts.sessionRevoked),
      onError: (error) => toast.error(serverMessage(error, messages.dashboard.actionFailed)),
      onSettled: () => queryClient.invalidateQueries(trpc.account.sessions.pathFilter()),
    }),
  );
  const revokeOthers = useMutation(
    trpc.account.revokeOtherSessions.mutationOptions({
      onSuccess: ({ revoked }) => toast.success(messages.accounts.otherSessionsRevoked(revoked)),
      onError: (error) => toast.error(serverMessage(error, messages.dashboard.actionFailed)),
      onSettled: () => queryClient.invalidateQueries(trpc.account.sessions.pathFilter()),
    }),
  );
  const others = sessions.data?.items.filter((session) => !session.current).length ?? 0;

  return (
    <AccountCard title={messages.dashboard.sessionsHeading} description={messages.dashboard.sessionsIntro}>
      {sessions.isPending ? <PendingNote>{messages.dashboard.loadingSessions}</PendingNote> : null}
      <ul className="divide-y divide-slate-100" data-testid="sessions">
        {sessions.data?.items.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <DeviceIcon className="shrink-0 text-slate-500" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {sessionLabel(session)}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                    {messages.dashboard.thisDeviceLabel}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {messages.dashboard.sessionDatesLabel(
                  formatDateTime(session.createdAt),
                  formatDateTime(session.lastSeenAt),
                )}
              </p>
            </div>
            {session.current ? null : (
              <PostForm
                name="revoke-session"
                action="/dashboard"
                onSubmit={enhanced(() => revoke.mutate({ sessionId: session.id }))}
              >
                <input type="hidden" name="sessionId" value={session.id} />
                <button
                  type="submit"
                  className={buttonStyles.small}
                  disabled={revoke.isPending}
                  aria-label={messages.dashboard.revokeSessionLabel(
                    sessionLabel(session),
                    formatDateTime(session.createdAt),
                  )}
                >
                  {messages.dashboard.revokeButton}
                </button>
              </PostForm>
            )}
          </li>
        ))}
      </ul>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert> : null}
      <PostForm name="revoke-other-sessions" action="/dashboard" onSubmit={enhanced(() => revokeOthers.mutate())}>
        <button
          type="submit"
          className={`mt-4 ${buttonStyles.small}`}
          disabled={others === 0 || revokeOthers.isPending}
        >
          {messages.dashboard.revokeOthersButton}
        </button>
      </PostForm>
    </AccountCard>
  );
}
