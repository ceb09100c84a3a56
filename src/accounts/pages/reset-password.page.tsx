import { ResetPasswordForm } from "../forms/reset-password-form.js";
import { AuthFrame } from "../ui/auth-frame.js";

export default function ResetPasswordPage() {
  return (
    <AuthFrame title="Nouveau mot de passe" intro="Choisissez le nouveau mot de passe de votre compte.">
      <ResetPasswordForm />
    </AuthFrame>
  );
}
