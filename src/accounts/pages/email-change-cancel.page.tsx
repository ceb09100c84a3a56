import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { MailedLinkView, useMailedLink } from "../identity/MailedLinkView.js";
import { emailChangeCancelPath } from "../shared/email-change-paths.js";

/** The link mailed to the old address: one click refuses the change and secures the account. */
export default function EmailChangeCancelPage() {
  const trpc = useTRPC();
  const cancel = useMutation(trpc.identity.cancelEmailChange.mutationOptions());
  const link = useMailedLink("email-change-cancel");
  const lookup = useQuery(
    trpc.identity.emailChangeCancellation.queryOptions(
      { token: link.token },
      { enabled: link.lookupNeeded, retry: false },
    ),
  );
  return (
    <MailedLinkView
      link={link}
      lookup={lookup}
      title="Annuler le changement d'adresse"
      form="email-change-cancel"
      action={emailChangeCancelPath}
      invalidMessage={messages.identity.cancelLinkInvalid}
      act={async (token) => ({ ...(await cancel.mutateAsync({ token })), done: "true" })}
      question={({ email, newEmail }) => (
        <p>
          Le remplacement de <strong className="break-all">{email}</strong> par{" "}
          <strong className="break-all">{newEmail}</strong> sera annulé, et toutes les autres sessions de votre compte
          seront fermées.
        </p>
      )}
      button={{ label: "Annuler et sécuriser mon compte", pendingLabel: "Annulation…" }}
      outcome={() => (
        <div className="space-y-5">
          <FormAlert tone="success">{messages.identity.emailChangeCancelled}</FormAlert>
          <Link href="/forgot-password" className={buttonStyles.primary}>
            Changer mon mot de passe
          </Link>
        </div>
      )}
    />
  );
}
