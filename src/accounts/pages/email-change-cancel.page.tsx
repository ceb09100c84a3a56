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
      title={messages.emailLinkPages.cancelChangeTitle}
      form="email-change-cancel"
      action={emailChangeCancelPath}
      invalidMessage={messages.identity.cancelLinkInvalid}
      act={async (token) => ({ ...(await cancel.mutateAsync({ token })), done: "true" })}
      question={({ email, newEmail }) => (
        <p>
          {messages.emailLinkPages.cancelChangeBefore}
          <strong className="break-all">{email}</strong>
          {messages.emailLinkPages.cancelChangeBetween}
          <strong className="break-all">{newEmail}</strong>
          {messages.emailLinkPages.cancelChangeAfter}
        </p>
      )}
      button={{
        label: messages.emailLinkPages.cancelAndSecureButton,
        pendingLabel: messages.formWords.cancelling,
      }}
      outcome={() => (
        <div className="space-y-5">
          <FormAlert tone="success">{messages.identity.emailChangeCancelled}</FormAlert>
          <Link href="/forgot-password" className={buttonStyles.primary}>
            {messages.emailLinkPages.changePasswordLink}
          </Link>
        </div>
      )}
    />
  );
}
