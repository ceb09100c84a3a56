import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { registrationFieldOf } from "../../shared/messages/registration-field.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { HoneypotField } from "../../ui/forms/HoneypotField.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { SubmitButton } from "../../ui/forms/SubmitButton.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { useSetSignedInUser } from "../signed-in-state.js";
import { GoogleButton } from "../ui/GoogleButton.js";
import { OrDivider } from "../ui/OrDivider.js";
import { PasswordField } from "../ui/PasswordField.js";
import { PasswordStrength } from "../ui/PasswordStrength.js";

export function RegisterForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setSignedInUser = useSetSignedInUser();
  const [, navigate] = useLocation();
  const serverAlert = useServerForm("register")?.alert;
  const [formError, setFormError] = useState<string | null>(serverAlert?.message ?? null);
  const register = useMutation(trpc.auth.register.mutationOptions());
  const form = usePageForm(
    () => import("../shared/auth-schemas.js").then((schemas) => schemas.registerForm),
    { lastName: "", firstName: "", email: "", password: "", confirmPassword: "", website: "" },
    "register",
  );
  const { errors } = form.formState;
  const password = form.watch("password");

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    setFormError(null);
    try {
      await register.mutateAsync(payload);
      // The answer is the same for an address that already has an account (its owner is mailed instead):
      // only the session cookie says whether one was opened, so the server is asked who is signed in.
      const user = await queryClient.fetchQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0 }));
      await setSignedInUser(user);
      navigate("/verify-email");
    } catch (error) {
      const message = serverMessage(error, messages.accounts.registrationFailed);
      if (registrationFieldOf(message)) form.setError("email", { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <PostForm name="register" action="/register" onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={messages.formWords.lastNameLabel}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
        <TextField
          label={messages.formWords.firstNameLabel}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
      </div>
      <TextField
        label={messages.formWords.emailAddressLabel}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <PasswordField
        label={messages.formWords.passwordLabel}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        hint={<PasswordStrength password={password} />}
        {...form.register("password")}
      />
      <PasswordField
        label={messages.passwordField.confirmPasswordLabel}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <HoneypotField {...form.register("website")} />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <SubmitButton
        label={messages.signInPages.registerLink}
        pendingLabel={messages.signInPages.registering}
        pending={form.formState.isSubmitting}
      />
      <OrDivider />
      <GoogleButton next="/dashboard" />
      <p className="text-center text-sm text-slate-600">
        {messages.signInPages.alreadyRegistered}{" "}
        <Link href="/login" className={buttonStyles.link}>
          {messages.formWords.signInButton}
        </Link>
      </p>
    </PostForm>
  );
}
