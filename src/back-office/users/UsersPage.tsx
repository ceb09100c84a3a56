import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useReauthentication } from "../../accounts/reauthentication-entry.js";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { formatDateTime } from "../../ui/format-date.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { toast } from "../../ui/Toasts.js";
import { AdminMeta } from "../AdminMeta.js";
import { isRole, roleLabels, roles } from "../shared/roles.js";

const fieldStyle = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

/**
 * Accounts, newest first (admins only): verification, sign-in methods, last sign-in; role, disabling, and a
 * password-reset link mailed to the account's own address.
 */
export function UsersPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const users = useInfiniteQuery(
    trpc.admin.users.infiniteQueryOptions(
      { search, limit: 50 },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const setRole = useMutation(trpc.admin.setRole.mutationOptions());
  const disable = useMutation(trpc.admin.disable.mutationOptions());
  const enable = useMutation(trpc.admin.enable.mutationOptions());
  const sendReset = useMutation(trpc.admin.sendPasswordReset.mutationOptions());
  const runSensitive = useReauthentication();
  /** Roles, disabling and enabling ask for a recent sign-in: the dialog asks for it, then the action runs again. */
  async function act(action: () => Promise<unknown>, done: string) {
    try {
      await runSensitive(action);
      toast.success(done);
      await queryClient.invalidateQueries(trpc.admin.users.pathFilter());
    } catch (error) {
      toast.error(serverMessage(error, messages.adminArea.actionFailed));
    }
  }
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="users-title">
      <AdminMeta title={messages.backOfficeUsers.pageTitle} />
      <h1 id="users-title" className="text-2xl font-bold text-slate-900">
        {messages.backOfficeUsers.pageTitle}
      </h1>
      <form
        aria-label={messages.backOfficeUsers.searchFormLabel}
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(String(new FormData(event.currentTarget).get("search") ?? ""));
        }}
      >
        <label className="min-w-0 flex-1 text-sm font-medium text-slate-700">
          {messages.backOfficeUsers.searchLabel}
          <input name="search" type="search" className={`mt-1 w-full ${fieldStyle}`} />
        </label>
        <button type="submit" className={buttonStyles.small}>
          {messages.backOfficeUsers.searchButton}
        </button>
      </form>
      {users.isPending ? <PendingNote>{messages.backOfficeUsers.loading}</PendingNote> : null}
      <ul className="mt-4 divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200" data-testid="users">
        {items.map((account) => (
          <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="break-words font-medium text-slate-900">
                {account.name} · {account.email}
                {account.disabledAt ? (
                  <span className="ml-2 text-sm text-red-800">{messages.backOfficeUsers.disabledCaption}</span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {account.isEmailVerified
                  ? messages.backOfficeUsers.verifiedCaption
                  : messages.backOfficeUsers.unverifiedCaption}{" "}
                · {messages.backOfficeUsers.signInMethodsCaption(...account.signInMethods)} ·{" "}
                {account.lastSignInAt
                  ? messages.backOfficeUsers.lastSignInCaption(formatDateTime(account.lastSignInAt))
                  : messages.backOfficeUsers.neverSignedInCaption}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <label className="text-sm text-slate-700">
                <span className="sr-only">{messages.backOfficeUsers.roleOfLabel(account.email)}</span>
                <select
                  className={fieldStyle}
                  value={account.role}
                  onChange={(event) => {
                    const role = event.target.value;
                    if (isRole(role))
                      void act(
                        () => setRole.mutateAsync({ email: account.email, role }),
                        messages.backOfficeUsers.roleChanged,
                      );
                  }}
                >
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {roleLabels[role]}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={buttonStyles.small}
                onClick={() => {
                  if (window.confirm(messages.backOfficeUsers.confirmSendReset(account.email))) {
                    void act(() => sendReset.mutateAsync({ email: account.email }), messages.backOfficeUsers.resetSent);
                  }
                }}
              >
                {messages.backOfficeUsers.sendResetButton}
              </button>
              {account.disabledAt ? (
                <button
                  type="button"
                  className={buttonStyles.small}
                  onClick={() =>
                    void act(() => enable.mutateAsync({ email: account.email }), messages.backOfficeUsers.enabled)
                  }
                >
                  {messages.backOfficeUsers.enableButton}
                </button>
              ) : (
                <button
                  type="button"
                  className={buttonStyles.small}
                  onClick={() => {
                    if (window.confirm(messages.backOfficeUsers.confirmDisable(account.email))) {
                      void act(() => disable.mutateAsync({ email: account.email }), messages.backOfficeUsers.disabled);
                    }
                  }}
                >
                  {messages.backOfficeUsers.disableButton}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {users.hasNextPage ? (
        <button type="button" className={`mt-4 ${buttonStyles.small}`} onClick={() => void users.fetchNextPage()}>
          {messages.common.showMoreButton}
        </button>
      ) : null}
    </section>
  );
}
