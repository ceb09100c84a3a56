import { useState } from "react";
import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { MailIcon } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { ForgotPasswordForm } from "../forms/ForgotPasswordForm.js";
import { AuthFrame } from "../ui/AuthFrame.js";

export default function ForgotPasswordPage() {
  // Sent without JavaScript: the server redirected here saying where the mail went.
  const sentByServer = useServerForm("forgot-password")?.result?.sentTo;
  const [sentTo, setSentTo] = useState<string | null>(sentByServer ?? null);
  if (sentTo) {
    return (
      <AuthFrame title={messages.signInPages.checkYourMailTitle}>
        <div className="space-y-6">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <MailIcon width={28} height={28} />
          </span>
          <p className="text-slate-700">
            {messages.signInPages.addressUsedBefore}
            <strong className="break-all text-slate-900">{sentTo}</strong>
          </p>
          <p role="status" className="text-slate-700">
            {messages.accounts.forgotSent} {messages.signInPages.resetLinkValidity}
          </p>
          <Link href="/login" className={buttonStyles.primary}>
            {messages.signInPages.backToLoginLink}
          </Link>
        </div>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={messages.signInPages.forgotPasswordTitle} intro={messages.signInPages.forgotPasswordIntro}>
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthFrame>
  );
}
