import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { SubmitButton } from "../../ui/forms/SubmitButton.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { useSearchParam } from "../../ui/use-search-param.js";
import type { LoginNotice } from "../session-expiry.js";
import { PasswordField } from "../ui/PasswordField.js";
import { PasswordStrength } from "../ui/PasswordStrength.js";

const passwordChangedNotice: LoginNotice = { notice: messages.accounts.passwordChanged, tone: "info" };

/**
 * New password from the mail's link (`?token=`); success leads to /login, which says so. The token
 * travels in a hidden field, filled by the server when it renders the link's page; so does the account's
 * address, in a hidden username field that tells password managers whose saved password changes.
 */
export function ResetPasswordForm() {
  const trpc = useTRPC();
  const server = useServerForm("reset-password");
  const tokenInAddress = useSearchParam("token");
  const token = server?.values.token ?? tokenInAddress;
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(server?.alert?.message ?? null);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = usePageForm(
    () => import("../shared/auth-schemas.js").then((schemas) => schemas.resetPasswordForm),
    { password: "", confirmPassword: "" },
    "reset-password",
  );
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      if (!token) throw new Error("no token in the link");
      await reset.mutateAsync({ token, password });
      navigate("/login", { state: passwordChangedNotice });
    } catch (error) {
      setFormError(serverMessage(error, messages.accounts.resetFailed));
    }
  });

  return (
    <PostForm name="reset-password" action="/reset-password" onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="token" value={token ?? ""} />
      {/* No name: nothing to submit. A text field, since password managers skip type="hidden". */}
      {server?.values.username ? (
        <input type="text" hidden readOnly autoComplete="username" value={server.values.username} />
      ) : null}
      <PasswordField
        label={messages.passwordField.newPasswordLabel}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        hint={<PasswordStrength password={form.watch("password")} />}
        {...form.register("password")}
      />
      <PasswordField
        label={messages.passwordField.confirmPasswordLabel}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      {formError ? (
        <FormAlert tone="error">
          <p>{formError}</p>
          <Link href="/forgot-password" className="mt-1 inline-block font-semibold underline underline-offset-4">
            {messages.signInPages.requestNewLink}
          </Link>
        </FormAlert>
      ) : null}
      <SubmitButton
        label={messages.signInPages.savePasswordButton}
        pendingLabel={messages.formWords.saving}
        pending={form.formState.isSubmitting}
      />
      <p className="text-center text-sm text-slate-600">
        <Link href="/login" className={buttonStyles.link}>
          {messages.signInPages.backToLoginLink}
        </Link>
      </p>
    </PostForm>
  );
}
