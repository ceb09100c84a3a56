import { useState } from "react";
import { authMessages } from "../../shared/auth-messages.js";
import { trpc } from "../../trpc/client.js";
import { serverMessage } from "../server-error.js";
import { buttonStyles } from "../ui/button-styles.js";
import { FormAlert } from "../ui/form-alert.js";

/** 'Renvoyer l'e-mail': asks for a new verification mail and says what happened (sent, or rate-limited). */
export function ResendButton({ className = buttonStyles.primary }: { className?: string }) {
  const [result, setResult] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const resend = trpc.auth.resendVerification.useMutation({
    onMutate: () => setResult(null),
    onSuccess: ({ message }) => setResult({ tone: "success", message }),
    onError: (error) => setResult({ tone: "error", message: serverMessage(error, authMessages.verifyFailed) }),
  });
  return (
    <div className="space-y-3">
      <button type="button" className={className} disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? "Envoi..." : "Renvoyer l'e-mail"}
      </button>
      {result ? <FormAlert tone={result.tone}>{result.message}</FormAlert> : null}
    </div>
  );
}
