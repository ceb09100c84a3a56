import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { quoteStateLabels } from "../../quotes/shared/quote-states.js";
import type { FormState } from "../../shared/form-state.js";
import { formatIncludingTax } from "../../shared/locale-text/numbers.js";
import { formatParisDate } from "../../shared/locale-text/paris-dates.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { PendingNote } from "../../ui/PendingNote.js";

type Notice = NonNullable<FormState["alert"]>;

/** A quote's button: a form the server handles without JavaScript; with it, `run` calls tRPC instead. */
function QuoteAction(props: { form: string; reference: string; label: string; busy: boolean; run: () => void }) {
  return (
    <PostForm
      name={props.form}
      action="/dashboard"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        props.run();
      }}
    >
      <input type="hidden" name="reference" value={props.reference} />
      <button type="submit" className={buttonStyles.small} disabled={props.busy}>
        {props.label}
        <span className="sr-only"> {props.reference}</span>
      </button>
    </PostForm>
  );
}

/**
 * "Mes devis": the account's instant quotes, newest first, each with its PDF (the session opens it), the
 * owner's « Accepter le devis » while it is valid and « Obtenir un nouveau devis » once it has expired.
 */
export function MyQuotesCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.quotes.mine.queryOptions());
  const server = useServerForm("quotes", "quote-accept-owner", "quote-reissue-owner")?.alert;
  const [notice, setNotice] = useState<Notice | undefined>(undefined);
  const handlers = {
    onError: (error: unknown) =>
      setNotice({ tone: "error", message: serverMessage(error, messages.dashboard.actionFailed) }),
    onSettled: () => queryClient.invalidateQueries(trpc.quotes.mine.pathFilter()),
  };
  const accept = useMutation(
    trpc.quotes.accept.mutationOptions({
      ...handlers,
      onSuccess: ({ reference }) => setNotice({ tone: "success", message: messages.quotes.acceptedByOwner(reference) }),
    }),
  );
  const reissue = useMutation(
    trpc.quotes.reissue.mutationOptions({
      ...handlers,
      onSuccess: ({ reference }) => setNotice({ tone: "success", message: messages.quotes.reissued(reference) }),
    }),
  );
  const busy = accept.isPending || reissue.isPending;
  const shown = notice ?? server;

  return (
    <div id="mes-devis">
      <AccountCard title={messages.dashboard.myQuotesHeading} description={messages.dashboard.myQuotesIntro}>
        {mine.isPending ? <PendingNote>{messages.dashboard.loadingQuotes}</PendingNote> : null}
        {mine.data && mine.data.length === 0 ? (
          <p className="text-sm text-slate-600">{messages.dashboard.noQuotes}</p>
        ) : null}
        {shown ? <FormAlert tone={shown.tone}>{shown.message}</FormAlert> : null}
        <ul className="divide-y divide-slate-100" data-testid="my-quotes">
          {(mine.data ?? []).map((quote) => (
            <li key={quote.reference} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  <span className="font-mono">{quote.reference}</span> · {formatIncludingTax(quote.totalIncludingTax)}
                </p>
                <p className="text-sm text-slate-600">
                  {messages.common.quoteIssuedLabel(formatParisDate(Date.parse(quote.issuedAt)))}
                  {quote.state === "issued"
                    ? messages.dashboard.quoteValidUntilLabel(formatParisDate(Date.parse(quote.expiresAt)))
                    : ""}
                  {quote.replacedBy ? messages.dashboard.quoteReplacedByLabel(quote.replacedBy) : ""} ·{" "}
                  <a href={quote.pdfPath} className="font-medium text-brand-700 underline">
                    {messages.common.downloadPdfLink}
                    <span className="sr-only">{messages.dashboard.ofQuoteLabel(quote.reference)}</span>
                  </a>
                </p>
              </div>
              <div className="flex items-center gap-3">
                {quote.state === "issued" ? (
                  <QuoteAction
                    form="quote-accept-owner"
                    reference={quote.reference}
                    label={messages.dashboard.acceptQuoteButton}
                    busy={busy}
                    run={() => accept.mutate({ reference: quote.reference })}
                  />
                ) : null}
                {quote.state === "expired" && !quote.replacedBy ? (
                  <QuoteAction
                    form="quote-reissue-owner"
                    reference={quote.reference}
                    label={messages.dashboard.reissueQuoteButton}
                    busy={busy}
                    run={() => reissue.mutate({ reference: quote.reference })}
                  />
                ) : null}
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  {quoteStateLabels[quote.state]}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </AccountCard>
    </div>
  );
}
