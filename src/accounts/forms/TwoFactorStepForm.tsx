import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { SubmitButton } from "../../ui/forms/SubmitButton.js";
import { serverField, serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { TWO_FACTOR_LOGIN_FORM } from "../shared/two-factor.js";
import { useSetSignedInUser } from "../signed-in-state.js";

/**
 * The login's second step for an account with two-factor on: the code of the authenticator app, or a
 * recovery code. The challenge from the first step rides in a hidden field (the server put it there
 * when it rendered the page without JavaScript).
 */
export function TwoFactorStepForm({ challenge, next }: { challenge: string; next: string }) {
  const trpc = useTRPC();
  const setSignedInUser = useSetSignedInUser();
  const server = useServerForm(TWO_FACTOR_LOGIN_FORM);
  const [, navigate] = useLocation();
  const complete = useMutation(trpc.auth.loginTwoFactor.mutationOptions());
  const form = usePageForm(
    () => import("../shared/auth-schemas.js").then((schemas) => schemas.twoFactorLoginInput),
    { challenge, code: "" },
    TWO_FACTOR_LOGIN_FORM,
  );
  const { errors, isSubmitting } = form.formState;
  const alert = errors.root?.message ?? (server?.alert?.tone === "error" ? server.alert.message : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user } = await complete.mutateAsync(values);
      await setSignedInUser(user);
      navigate(next);
    } catch (error) {
      const message = serverMessage(error, messages.accounts.twoFactorCodeWrong);
      form.setError(serverField(error) === "code" ? "code" : "root", { message });
    }
  });

  return (
    <PostForm name={TWO_FACTOR_LOGIN_FORM} action="/login" onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="challenge" value={challenge} />
      <input type="hidden" name="next" value={next} />
      <FormAlert tone="info">{messages.signInPages.twoFactorStepIntro}</FormAlert>
      <TextField
        label={messages.signInPages.verificationCodeLabel}
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        required
        error={errors.code?.message}
        {...form.register("code")}
      />
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <SubmitButton
        label={messages.signInPages.verifyButton}
        pendingLabel={messages.formWords.verifying}
        pending={isSubmitting}
      />
      <p className="text-center text-sm text-slate-600">
        <a href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {messages.signInPages.restartLoginLink}
        </a>
      </p>
    </PostForm>
  );
}
