import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { type PublicUser, updateProfileInput } from "../../shared/auth-schemas.js";
import { trpc } from "../../trpc/client.js";
import { serverMessage } from "../server-error.js";
import { buttonStyles } from "../ui/button-styles.js";
import { TextField } from "../ui/text-field.js";
import { AccountCard } from "./account-card.js";

type ProfileValues = z.input<typeof updateProfileInput>;

/** Rectification (the legal pages promise it): first and last name. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const utils = trpc.useUtils();
  const update = trpc.account.updateProfile.useMutation();
  const form = useForm<ProfileValues, unknown, z.output<typeof updateProfileInput>>({
    resolver: zodResolver(updateProfileInput),
    mode: "onBlur",
    defaultValues: { firstName: user.firstName, lastName: user.lastName ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user: updated } = await update.mutateAsync(values);
      utils.auth.me.setData(undefined, updated);
      form.reset({ firstName: updated.firstName, lastName: updated.lastName ?? "" });
      toast.success("Vos informations ont été mises à jour.");
    } catch (error) {
      toast.error(serverMessage(error, "La mise à jour a échoué. Réessayez."));
    }
  });

  return (
    <AccountCard title="Mes informations">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Prénom"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <TextField
            label="Nom"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
        </div>
        <button type="submit" disabled={isSubmitting} className={buttonStyles.small}>
          {isSubmitting ? "Enregistrement..." : "Enregistrer"}
        </button>
      </form>
    </AccountCard>
  );
}
