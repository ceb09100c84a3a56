import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { toast } from "../../ui/Toasts.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import { DASHBOARD_ANCHORS } from "../shared/dashboard-anchors.js";
import { PasswordField } from "../ui/PasswordField.js";
import { PasswordStrength } from "../ui/PasswordStrength.js";

/** Current + new password; the server keeps this session and signs every other one out. */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const server = useServerForm("change-password");
  const [notice, setNotice] = useState(server?.alert ?? null);
  const change = useMutation(trpc.account.changePassword.mutationOptions());
  const runSensitive = useReauthentication();
  const form = usePageForm(
    () => import("../shared/auth-schemas.js").then((schemas) => schemas.changePasswordForm),
    { currentPassword: "", newPassword: "", confirmPassword: "" },
    "change-password",
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setNotice(null);
    try {
      await runSensitive(() => change.mutateAsync({ currentPassword, newPassword }));
      form.reset();
      await queryClient.invalidateQueries(trpc.account.sessions.pathFilter());
      toast.success(messages.accounts.passwordChangedHere);
    } catch (error) {
      setNotice({ tone: "error", message: serverMessage(error, messages.accounts.resetFailed) });
    }
  });

  return (
    <AccountCard
      id={DASHBOARD_ANCHORS.password}
      title={messages.dashboard.changePasswordHeading}
      description={messages.dashboard.changePasswordIntro}
    >
      <PostForm name="change-password" action="/dashboard" onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label={messages.dashboard.currentPasswordLabel}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <PasswordField
          label={messages.passwordField.newPasswordLabel}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          hint={<PasswordStrength password={form.watch("newPassword")} />}
          {...form.register("newPassword")}
        />
        <PasswordField
          label={messages.dashboard.confirmNewPasswordLabel}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        {notice ? <FormAlert tone={notice.tone}>{notice.message}</FormAlert> : null}
        <button type="submit" disabled={isSubmitting} className={buttonStyles.small}>
          {isSubmitting ? messages.dashboard.changingPassword : messages.dashboard.changePasswordButton}
        </button>
      </PostForm>
    </AccountCard>
  );
}
