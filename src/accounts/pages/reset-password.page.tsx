import { messages } from "../../shared/messages/catalogue.js";
import { ResetPasswordForm } from "../forms/ResetPasswordForm.js";
import { AuthFrame } from "../ui/AuthFrame.js";

export default function ResetPasswordPage() {
  return (
    <AuthFrame title={messages.passwordField.newPasswordLabel} intro={messages.signInPages.newPasswordIntro}>
      <ResetPasswordForm />
    </AuthFrame>
  );
}
