import { RegisterForm } from "../forms/register-form.js";
import { AuthFrame } from "../ui/auth-frame.js";

export default function RegisterPage() {
  return (
    <AuthFrame title="Créer un compte" intro="Quelques informations pour ouvrir votre espace Novadis.">
      <RegisterForm />
    </AuthFrame>
  );
}
