import { messages } from "../../shared/messages/catalogue.js";
import { RegisterForm } from "../forms/RegisterForm.js";
import { AuthFrame } from "../ui/AuthFrame.js";

export default function RegisterPage() {
  return (
    <AuthFrame title={messages.signInPages.registerTitle} intro={messages.signInPages.registerIntro}>
      <RegisterForm />
    </AuthFrame>
  );
}
