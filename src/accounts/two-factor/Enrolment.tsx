import { useEffect, useRef } from "react";
import { messages } from "../../shared/messages/catalogue.js";
import { CodeForm } from "./CodeForm.js";
import { QrCode } from "./QrCode.js";

/**
 * The enrolment's step on screen: the QR code and the secret as text, then the first code. Its instructions
 * take the focus when it opens, since the button that opened it is gone: a screen reader reads them first.
 */
export function Enrolment({
  secret,
  uri,
  confirm,
}: {
  secret: string;
  uri: string;
  confirm: (code: string) => Promise<void>;
}) {
  const instructions = useRef<HTMLParagraphElement>(null);
  useEffect(() => instructions.current?.focus(), []);
  return (
    <div className="space-y-4">
      <p ref={instructions} tabIndex={-1} className="text-sm text-slate-700 focus:outline-none">
        {messages.twoFactorCard.scanInstructions}
      </p>
      <QrCode value={uri} label={messages.twoFactorCard.qrCodeLabel} />
      <p className="text-sm text-slate-700">
        {messages.twoFactorCard.secretBefore}
        <code data-testid="totp-secret" className="break-all font-mono font-semibold text-slate-900">
          {secret}
        </code>
      </p>
      <CodeForm
        label={messages.twoFactorCard.firstCodeLabel}
        submitLabel={messages.twoFactorCard.activateButton}
        action={confirm}
      />
    </div>
  );
}
