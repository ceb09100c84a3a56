import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { SubmitButton } from "../../ui/forms/SubmitButton.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { useSearchParam } from "../../ui/use-search-param.js";
import { AuthFrame } from "../ui/AuthFrame.js";

type Shown = Record<string, string>;

/**
 * The link's token (from the server's render, else the address) and whether the page must look the link
 * up itself: only when the server did not already (a client-side arrival).
 */
export function useMailedLink(form: string) {
  const server = useServerForm(form);
  const tokenInAddress = useSearchParam("token");
  const token = server?.values.token ?? tokenInAddress ?? "";
  return { server, token, lookupNeeded: !server && token !== "" };
}

export interface MailedLinkViewProps {
  title: string;
  /** The server's form (server/accounts/pages/email-change-pages.ts) and the page it posts to. */
  form: string;
  action: string;
  link: ReturnType<typeof useMailedLink>;
  lookup: { data?: Shown | undefined; error: unknown; isFetching: boolean };
  invalidMessage: string;
  act: (token: string) => Promise<Shown>;
  question: (shown: Shown) => ReactNode;
  button: { label: string; pendingLabel: string };
  outcome: (done: Shown) => ReactNode;
}

/**
 * A link mailed for the account's address (confirm the new one, cancel from the old one): the page shows
 * what the link stands for and acts only on its button, a real POST without JavaScript (mail scanners
 * open links; a GET never acts). The server renders it with the lookup, or the outcome after the POST.
 */
export function MailedLinkView(props: MailedLinkViewProps) {
  const { server, token } = props.link;
  const { lookup } = props;
  const [done, setDone] = useState<Shown | null>(server?.result?.done ? server.result : null);
  const [error, setError] = useState<string | null>(server?.alert?.message ?? null);
  const [pending, setPending] = useState(false);
  const shown = server?.result && !server.result.done ? server.result : (lookup.data ?? null);
  const lookupError = lookup.error ? serverMessage(lookup.error, props.invalidMessage) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      setDone(await props.act(token));
    } catch (failure) {
      setError(serverMessage(failure, props.invalidMessage));
    } finally {
      setPending(false);
    }
  };

  let body: ReactNode;
  if (done) {
    body = props.outcome(done);
  } else if (shown) {
    body = (
      <PostForm name={props.form} action={props.action} onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <div className="text-slate-700">{props.question(shown)}</div>
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <SubmitButton label={props.button.label} pendingLabel={props.button.pendingLabel} pending={pending} />
      </PostForm>
    );
  } else if (error ?? lookupError ?? (token === "" && !lookup.isFetching)) {
    body = (
      <div className="space-y-5">
        <FormAlert tone="error">{error ?? lookupError ?? props.invalidMessage}</FormAlert>
        <Link href="/dashboard" className={buttonStyles.link}>
          {messages.emailLinkPages.goToAccountLink}
        </Link>
      </div>
    );
  } else {
    body = <PendingNote>{messages.emailLinkPages.linkCheckPending}</PendingNote>;
  }
  return <AuthFrame title={props.title}>{body}</AuthFrame>;
}
