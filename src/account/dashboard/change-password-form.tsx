import { useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { authMessages } from "../../shared/auth-messages.js";
import { changePasswordInput } from "../../shared/auth-schemas.js";
import { trpc } from "../../trpc/client.js";
import { useAccountForm } from "../forms/use-account-form.js";
import { serverMessage } from "../server-error.js";
import { buttonStyles } from "../ui/button-styles.js";
import { FormAlert } from "../ui/form-alert.js";
import { PasswordField } from "../ui/password-field.js";
import { PasswordStrength } from "../ui/password-strength.js";
import { AccountCard } from "./account-card.js";

/** The server's input plus a confirmation, checked on the confirmation field like at registration. */
const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: authMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });

/** Current + new password; the server keeps this session and signs every other one out. */
export function ChangePasswordForm() {
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const change = trpc.account.changePassword.useMutation();
  const form = useAccountForm(changePasswordForm, { currentPassword: "", newPassword: "", confirmPassword: "" });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      await utils.account.sessions.invalidate();
      toast.success("Mot de passe modifié. Vos autres appareils ont été déconnectés.");
    } catch (error) {
      setFormError(serverMessage(error, authMessages.resetFailed));
    }
  });

  return (
    <AccountCard title="Changer de mot de passe" description="Vos autres appareils seront déconnectés.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label="Mot de passe actuel"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <PasswordField
          label="Nouveau mot de passe"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          hint={<PasswordStrength password={form.watch("newPassword")} />}
          {...form.register("newPassword")}
        />
        <PasswordField
          label="Confirmer le nouveau mot de passe"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <button type="submit" disabled={isSubmitting} className={buttonStyles.small}>
          {isSubmitting ? "Modification..." : "Modifier le mot de passe"}
        </button>
      </form>
    </AccountCard>
  );
}
