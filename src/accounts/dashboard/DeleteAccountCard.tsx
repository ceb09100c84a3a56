import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import type { LoginNotice } from "../session-expiry.js";
import type { PublicUser } from "../shared/auth-schemas.js";
import { useSetSignedInUser } from "../signed-in-state.js";

const deletedNotice: LoginNotice = { notice: messages.accounts.accountDeleted, tone: "info" };

/** The legal pages' promise of erasure: the account and what it holds, once the address is typed again. */
export function DeleteAccountCard({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const setSignedInUser = useSetSignedInUser();
  const [, navigate] = useLocation();
  const [deleteError, setDeleteError] = useState<string | null>(
    useServerForm("delete-account")?.alert?.message ?? null,
  );
  const remove = useMutation(trpc.account.deleteAccount.mutationOptions());
  const runSensitive = useReauthentication();
  // The server checks the same; asking first spares a round trip for a typo.
  const confirmsThisAccount = () =>
    import("../shared/auth-schemas.js").then(({ deleteAccountInput }) =>
      deleteAccountInput.refine((values) => values.confirmEmail.toLowerCase() === user.email.toLowerCase(), {
        error: messages.accounts.deleteConfirmMismatch,
        path: ["confirmEmail"],
      }),
    );
  const form = usePageForm(confirmsThisAccount, { confirmEmail: "" }, "delete-account");

  const onDelete = form.handleSubmit(async (values) => {
    setDeleteError(null);
    try {
      await runSensitive(() => remove.mutateAsync(values));
      navigate("/login", { state: deletedNotice });
      await setSignedInUser(null);
    } catch (error) {
      setDeleteError(serverMessage(error, messages.dashboard.deleteFailed));
    }
  });

  return (
    <AccountCard
      title={messages.dashboard.deleteAccountHeading}
      tone="danger"
      description={messages.dashboard.deleteAccountIntro}
    >
      <PostForm name="delete-account" action="/dashboard" onSubmit={onDelete} className="space-y-4">
        <TextField
          label={messages.dashboard.confirmDeleteLabel}
          type="email"
          autoComplete="off"
          error={form.formState.errors.confirmEmail?.message}
          {...form.register("confirmEmail")}
        />
        {deleteError ? <FormAlert tone="error">{deleteError}</FormAlert> : null}
        <button type="submit" className={buttonStyles.danger} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? messages.dashboard.deleting : messages.dashboard.deleteAccountHeading}
        </button>
      </PostForm>
    </AccountCard>
  );
}
