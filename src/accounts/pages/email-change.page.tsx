import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { MailedLinkView, useMailedLink } from "../identity/MailedLinkView.js";
import { emailChangePath } from "../shared/email-change-paths.js";

/** The link mailed to the new address: one click confirms it, and the account moves to it. */
export default function EmailChangePage() {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.identity.confirmEmailChange.mutationOptions());
  const queryClient = useQueryClient();
  const link = useMailedLink("email-change");
  const lookup = useQuery(
    trpc.identity.emailChangeLink.queryOptions({ token: link.token }, { enabled: link.lookupNeeded, retry: false }),
  );
  return (
    <MailedLinkView
      link={link}
      lookup={lookup}
      title={messages.emailLinkPages.confirmNewEmailTitle}
      form="email-change"
      action={emailChangePath}
      invalidMessage={messages.identity.emailChangeLinkInvalid}
      act={async (token) => {
        const changed = await confirm.mutateAsync({ token });
        await queryClient.invalidateQueries(trpc.auth.me.pathFilter());
        return { ...changed, done: "true" };
      }}
      question={({ newEmail }) => (
        <p>
          {messages.emailLinkPages.newEmailBefore}
          <strong className="break-all">{newEmail}</strong>
          {messages.emailLinkPages.newEmailAfter}
        </p>
      )}
      button={{ label: messages.emailLinkPages.confirmNewEmailTitle, pendingLabel: messages.emailLinkPages.confirming }}
      outcome={({ email }) => (
        <div className="space-y-5">
          <FormAlert tone="success">{messages.identity.emailChanged(email ?? "")}</FormAlert>
          <Link href="/dashboard" className={buttonStyles.primary}>
            {messages.emailLinkPages.openAccountLink}
          </Link>
        </div>
      )}
    />
  );
}
