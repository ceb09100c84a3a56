import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { TextField } from "../../ui/forms/TextField.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { toast } from "../../ui/Toasts.js";
import type { PublicUser } from "../shared/auth-schemas.js";

/** Rectification (the legal pages promise it): first and last name. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.account.updateProfile.mutationOptions());
  const serverAlert = useServerForm("profile")?.alert;
  const form = usePageForm(
    () => import("../shared/auth-schemas.js").then((schemas) => schemas.updateProfileInput),
    { firstName: user.firstName, lastName: user.lastName ?? "" },
    "profile",
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user: updated } = await update.mutateAsync(values);
      queryClient.setQueryData(trpc.auth.me.queryKey(), updated);
      form.reset({ firstName: updated.firstName, lastName: updated.lastName ?? "" });
      toast.success(messages.accounts.profileUpdated);
    } catch (error) {
      toast.error(serverMessage(error, messages.dashboard.profileFailed));
    }
  });

  return (
    <AccountCard title={messages.dashboard.profileHeading}>
      <PostForm name="profile" action="/dashboard" onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={messages.formWords.firstNameLabel}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <TextField
            label={messages.formWords.lastNameLabel}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
        </div>
        {serverAlert ? <FormAlert tone={serverAlert.tone}>{serverAlert.message}</FormAlert> : null}
        <button type="submit" disabled={isSubmitting} className={buttonStyles.small}>
          {isSubmitting ? messages.formWords.saving : messages.formWords.saveButton}
        </button>
      </PostForm>
    </AccountCard>
  );
}
