import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { CheckboxField } from "../../ui/forms/CheckboxField.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { SubmitButton } from "../../ui/forms/SubmitButton.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { useSearchParam } from "../../ui/use-search-param.js";
import { usePasskeySignIn } from "../passkeys/use-passkey-sign-in.js";
import type { LoginNotice } from "../session-expiry.js";
import { safeNextPath } from "../shared/safe-next-path.js";
import { TWO_FACTOR_LOGIN_FORM } from "../shared/two-factor.js";
import { useSetSignedInUser } from "../signed-in-state.js";
import { GoogleButton } from "../ui/GoogleButton.js";
import { OrDivider } from "../ui/OrDivider.js";
import { PasswordField } from "../ui/PasswordField.js";
import { TwoFactorStepForm } from "./TwoFactorStepForm.js";

export function LoginForm() {
  const trpc = useTRPC();
  const setSignedInUser = useSetSignedInUser();
  const server = useServerForm("login");
  // The second step, when the server rendered it (no JavaScript, or after Google).
  const secondStep = useServerForm(TWO_FACTOR_LOGIN_FORM);
  const [challenge, setChallenge] = useState(secondStep?.values.challenge);
  const nextInAddress = useSearchParam("next");
  // From the server when it rendered this page for a `?next=` link; else from the address, once hydrated.
  const requestedNext = server?.values.next ?? secondStep?.values.next ?? nextInAddress;
  const next = safeNextPath(requestedNext);
  const historyNotice = useHistoryState<LoginNotice | null>();
  const serverNotice = server?.alert?.tone === "error" ? undefined : server?.alert;
  const notice = historyNotice ?? (serverNotice ? { notice: serverNotice.message, tone: "info" } : null);
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(
    server?.alert?.tone === "error" ? server.alert.message : null,
  );
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = usePageForm(
    () => import("../shared/auth-schemas.js").then((schemas) => schemas.loginInput),
    { email: "", password: "", rememberMe: false },
    "login",
  );
  const { errors } = form.formState;

  /** Signed in, or the second step for an account with two-factor on (a password, or a passkey without PIN). */
  const onSignIn = async (result: Awaited<ReturnType<typeof login.mutateAsync>>) => {
    if ("challenge" in result) {
      setChallenge(result.challenge);
      return;
    }
    await setSignedInUser(result.user);
    navigate(next);
  };
  const passkey = usePasskeySignIn({ rememberMe: () => form.getValues("rememberMe") ?? false, onResult: onSignIn });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSignIn(await login.mutateAsync(values));
    } catch (error) {
      setFormError(serverMessage(error, messages.accounts.loginFailed));
    }
  });

  if (challenge) return <TwoFactorStepForm challenge={challenge} next={next} />;

  return (
    <PostForm name="login" action="/login" onSubmit={onSubmit} className="space-y-5">
      {requestedNext ? <input type="hidden" name="next" value={requestedNext} /> : null}
      {notice?.notice ? (
        <FormAlert tone={notice.tone === "error" ? "error" : "success"}>{notice.notice}</FormAlert>
      ) : null}
      <TextField
        label={messages.formWords.emailAddressLabel}
        type="email"
        // "webauthn": the browser offers this site's passkeys in the field's autofill (conditional UI).
        autoComplete="username webauthn"
        required
        error={errors.email?.message}
        onFocus={passkey.armAutofill}
        onPointerEnter={passkey.armAutofill}
        {...form.register("email")}
      />
      <PasswordField
        label={messages.formWords.passwordLabel}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label={messages.signInPages.rememberMeLabel} {...form.register("rememberMe")} />
        <Link href="/forgot-password" className={`text-sm ${buttonStyles.link}`}>
          {messages.signInPages.forgotPasswordQuestion}
        </Link>
      </div>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <SubmitButton
        label={messages.formWords.signInButton}
        pendingLabel={messages.signInPages.signingIn}
        pending={form.formState.isSubmitting}
      />
      <OrDivider />
      {passkey.supported ? (
        <button type="button" className={buttonStyles.secondary} disabled={passkey.pending} onClick={passkey.signIn}>
          {passkey.pending ? messages.signInPages.signingIn : messages.signInPages.passkeyButton}
        </button>
      ) : null}
      {passkey.error ? <FormAlert tone="error">{passkey.error}</FormAlert> : null}
      <GoogleButton next={next} />
      <p className="text-center text-sm text-slate-600">
        {messages.signInPages.noAccountYet}{" "}
        <Link href="/register" className={buttonStyles.link}>
          {messages.signInPages.registerLink}
        </Link>
      </p>
    </PostForm>
  );
}
