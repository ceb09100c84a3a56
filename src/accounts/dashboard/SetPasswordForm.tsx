import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useReauthentication } from "../reauth/use-reauthentication.js";
import { PasswordField } from "../ui/PasswordField.js";
import { PasswordStrength } from "../ui/PasswordStrength.js";
import type { Notice } from "./card-notice.js";

/** An account created with Google adds a password here (then "Changer de mot de passe" applies). */
export default function SetPasswordForm({ onDone }: { onDone: (notice: Notice) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setPassword = useMutation(trpc.identity.setPassword.mutationOptions());
  const runSensitive = useReauthentication();
  const form = usePageForm(
    () => import("../shared/identity-schemas.js").then((schemas) => schemas.setPasswordForm),
    { newPassword: "", confirmPassword: "" },
    "set-password",
  );
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await runSensitive(() => setPassword.mutateAsync({ newPassword }));
      form.reset();
      await queryClient.invalidateQueries(trpc.identity.signInMethods.pathFilter());
      onDone({ tone: "success", message: messages.identity.passwordSet });
    } catch (error) {
      onDone({ tone: "error", message: serverMessage(error, messages.dashboard.setPasswordFailed) });
    }
  });
  return (
    <PostForm name="set-password" action="/dashboard" onSubmit={onSubmit} className="mt-3 space-y-4">
      <PasswordField
        label={messages.passwordField.newPasswordLabel}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint={<PasswordStrength password={form.watch("newPassword")} />}
        {...form.register("newPassword")}
      />
      <PasswordField
        label={messages.passwordField.confirmPasswordLabel}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <button type="submit" disabled={isSubmitting} className={buttonStyles.small}>
        {isSubmitting ? messages.formWords.saving : messages.dashboard.setPasswordButton}
      </button>
    </PostForm>
  );
}
