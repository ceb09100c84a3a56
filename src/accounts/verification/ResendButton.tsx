import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";

type Result = { tone: "success" | "error" | "info"; message: string };

/**
 * 'Renvoyer l'e-mail': asks for a new verification mail and says what happened (sent, or rate-limited).
 * Without JavaScript the form posts to the page it is on, which comes back saying the same.
 */
export function ResendButton({ className = buttonStyles.primary }: { className?: string }) {
  const trpc = useTRPC();
  const [location] = useLocation();
  const serverAlert = useServerForm("resend-verification")?.alert;
  const [result, setResult] = useState<Result | null>(serverAlert ?? null);
  const resend = useMutation(
    trpc.auth.resendVerification.mutationOptions({
      onMutate: () => setResult(null),
      onSuccess: ({ message }) => setResult({ tone: "success", message }),
      onError: (error) => setResult({ tone: "error", message: serverMessage(error, messages.accounts.verifyFailed) }),
    }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    resend.mutate();
  };
  return (
    <PostForm name="resend-verification" action={location} onSubmit={onSubmit} className="space-y-3">
      <button type="submit" className={className} disabled={resend.isPending}>
        {resend.isPending ? messages.formWords.sending : messages.accounts.resendVerificationButton}
      </button>
      {result ? <FormAlert tone={result.tone}>{result.message}</FormAlert> : null}
    </PostForm>
  );
}
