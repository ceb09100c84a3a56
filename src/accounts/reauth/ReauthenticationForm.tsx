import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { GoogleMark } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverField, serverMessage } from "../../ui/forms/server-error.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { PasskeyReauthentication } from "../passkeys/PasskeyReauthentication.js";
import { PasswordField } from "../ui/PasswordField.js";

/**
 * The password again (or Google or a passkey, for an account that signs in with them), before a sensitive action.
 * A real form on /dashboard, so that it works without JavaScript too; with it, `onConfirmed` continues
 * the action that asked for it.
 */
export function ReauthenticationForm({ onConfirmed, onCancel }: { onConfirmed?: () => void; onCancel?: () => void }) {
  const trpc = useTRPC();
  const methods = useQuery(trpc.auth.reauthenticationMethods.queryOptions());
  const reauthenticate = useMutation(trpc.auth.reauthenticate.mutationOptions());
  const server = useServerForm("reauthenticate");
  const form = usePageForm(
    () => import("../shared/auth-schemas.js").then((schemas) => schemas.reauthenticateInput),
    { password: "" },
    "reauthenticate",
  );
  const { errors, isSubmitting } = form.formState;
  const serverAlert = server?.alert?.tone === "error" ? server.alert.message : undefined;
  const alert = errors.root?.message ?? serverAlert;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reauthenticate.mutateAsync(values);
      form.reset();
      onConfirmed?.();
    } catch (error) {
      const message = serverMessage(error, messages.accounts.reauthenticationPasswordWrong);
      form.setError(serverField(error) === "password" ? "password" : "root", { message });
    }
  });

  // Without the answer yet (no JavaScript, or loading), the password is offered: most accounts have one.
  const offersPassword = methods.data?.password ?? true;
  return (
    <div className="space-y-4">
      {offersPassword ? (
        <PostForm name="reauthenticate" action="/dashboard" onSubmit={onSubmit} className="space-y-4">
          <PasswordField
            label={messages.formWords.passwordLabel}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register("password")}
          />
          {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={isSubmitting} className={buttonStyles.small}>
              {isSubmitting ? messages.formWords.verifying : messages.reauthentication.confirmButton}
            </button>
            {onCancel ? (
              <button type="button" onClick={onCancel} className={buttonStyles.small}>
                {messages.formWords.cancelButton}
              </button>
            ) : null}
          </div>
        </PostForm>
      ) : null}
      {methods.data?.passkey ? <PasskeyReauthentication onConfirmed={onConfirmed} /> : null}
      {methods.data?.google ? (
        <p className="text-sm text-slate-600">
          <a href="/auth/google?next=%2Fdashboard&purpose=reauthenticate" className={buttonStyles.small}>
            <GoogleMark />
            {messages.reauthentication.googleButton}
          </a>{" "}
          {messages.reauthentication.googleAfter}
        </p>
      ) : null}
    </div>
  );
}
