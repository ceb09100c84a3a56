import { messages } from "../../shared/messages/catalogue.js";
import { LoginForm } from "../forms/LoginForm.js";
import { AuthFrame } from "../ui/AuthFrame.js";

export default function LoginPage() {
  return (
    <AuthFrame title={messages.signInPages.loginTitle} intro={messages.signInPages.loginIntro}>
      <LoginForm />
    </AuthFrame>
  );
}
