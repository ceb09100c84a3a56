import { LoginForm } from "../forms/LoginForm.js";
import { AuthFrame } from "../ui/AuthFrame.js";

export default function LoginPage() {
  return (
    <AuthFrame title="Bienvenue" intro="Connectez-vous à votre espace Novadis.">
      <LoginForm />
    </AuthFrame>
  );
}
