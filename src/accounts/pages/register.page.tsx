import { RegisterForm } from "../forms/RegisterForm.js";
import { AuthFrame } from "../ui/AuthFrame.js";

export default function RegisterPage() {
  return (
    <AuthFrame title="Créer un compte" intro="Quelques informations pour ouvrir votre espace Novadis.">
      <RegisterForm />
    </AuthFrame>
  );
}
