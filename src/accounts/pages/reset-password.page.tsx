import { ResetPasswordForm } from "../forms/ResetPasswordForm.js";
import { AuthFrame } from "../ui/AuthFrame.js";

export default function ResetPasswordPage() {
  return (
    <AuthFrame title="Nouveau mot de passe" intro="Choisissez le nouveau mot de passe de votre compte.">
      <ResetPasswordForm />
    </AuthFrame>
  );
}
