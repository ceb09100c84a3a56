import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { formatDateTime } from "../../shared/locale-text/paris-dates.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverField, serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import type { PublicUser } from "../shared/auth-schemas.js";

/**
 * Change of e-mail (docs/0027-account-identity.md): the new address gets a link, the old one a notice
 * with a cancel link, and nothing changes until the link is clicked.
 */
export function EmailChangeCard({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useQuery(trpc.identity.pendingEmailChange.queryOptions());
  const request = useMutation(trpc.identity.requestEmailChange.mutationOptions());
  const runSensitive = useReauthentication();
  const server = useServerForm("change-email");
  const [notice, setNotice] = useState(server?.alert ?? null);
  const form = usePageForm(
    () => import("../shared/identity-schemas.js").then((schemas) => schemas.changeEmailInput),
    { newEmail: "" },
    "change-email",
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    setNotice(null);
    try {
      const { sentTo } = await runSensitive(() => request.mutateAsync({ newEmail }));
      form.reset({ newEmail: "" });
      await queryClient.invalidateQueries(trpc.identity.pendingEmailChange.pathFilter());
      setNotice({ tone: "success", message: messages.identity.emailChangeSent(sentTo) });
    } catch (error) {
      const message = serverMessage(error, messages.dashboard.changeEmailFailed);
      if (serverField(error) === "newEmail") form.setError("newEmail", { message });
      else setNotice({ tone: "error", message });
    }
  });

  return (
    <AccountCard
      title={messages.formWords.emailAddressLabel}
      description={
        <>
          {messages.dashboard.currentEmailBefore}
          <strong className="break-all text-slate-900">{user.email}</strong>
        </>
      }
    >
      {pending.data ? (
        <p className="mb-4 text-sm text-slate-700" data-testid="pending-email-change">
          {messages.dashboard.pendingChangeBefore}
          <strong className="break-all">{pending.data.newEmail}</strong>
          {messages.dashboard.pendingChangeAfter(formatDateTime(pending.data.expiresAt))}
        </p>
      ) : null}
      <PostForm name="change-email" action="/dashboard" onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={messages.dashboard.newEmailLabel}
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...form.register("newEmail")}
        />
        {notice ? <FormAlert tone={notice.tone}>{notice.message}</FormAlert> : null}
        <button type="submit" disabled={isSubmitting} className={buttonStyles.small}>
          {isSubmitting ? messages.formWords.sending : messages.dashboard.changeEmailButton}
        </button>
      </PostForm>
    </AccountCard>
  );
}
