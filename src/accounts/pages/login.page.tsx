import { LoginForm } from "../forms/login-form.js";
import { AuthFrame } from "../ui/auth-frame.js";

export default function LoginPage() {
  return (
    <AuthFrame title="Bienvenue" intro="Connectez-vous à votre espace Novadis.">
      <LoginForm />
    </AuthFrame>
  );
}
