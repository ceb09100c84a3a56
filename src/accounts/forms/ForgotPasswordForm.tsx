import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { SubmitButton } from "../../ui/forms/SubmitButton.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";

/** The e-mail form; `onSent` receives the address the mail went to. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const trpc = useTRPC();
  const serverAlert = useServerForm("forgot-password")?.alert;
  const [formError, setFormError] = useState<string | null>(serverAlert?.message ?? null);
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = usePageForm(
    () => import("../shared/auth-schemas.js").then((schemas) => schemas.forgotPasswordInput),
    { email: "" },
    "forgot-password",
  );

  const onSubmit = form.handleSubmit(async ({ email }) => {
    // The previous error goes away before each attempt, so an old one never reads as the new answer.
    setFormError(null);
    try {
      await forgot.mutateAsync({ email });
      onSent(email);
    } catch (error) {
      setFormError(serverMessage(error, messages.accounts.forgotFailed));
    }
  });

  return (
    <PostForm name="forgot-password" action="/forgot-password" onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={messages.formWords.emailAddressLabel}
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <SubmitButton
        label={messages.signInPages.sendResetLinkButton}
        pendingLabel={messages.formWords.sending}
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
