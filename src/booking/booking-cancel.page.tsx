import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "wouter";
import { PageMeta } from "../app/PageMeta.js";
import { useTRPC } from "../app/trpc/client.js";
import { bookingCancelPath, bookingPath } from "../requests/shared/request-pages.js";
import { formatParisDateTime } from "../shared/locale-text/paris-dates.js";
import { messages } from "../shared/messages/catalogue.js";
import { Container } from "../ui/Container.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { FormAlert } from "../ui/forms/FormAlert.js";
import { PostForm } from "../ui/forms/PostForm.js";
import { SubmitButton } from "../ui/forms/SubmitButton.js";
import { errorCode, serverMessage } from "../ui/forms/server-error.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { useSearchParam } from "../ui/use-search-param.js";

const FORM = "booking-cancel";

interface ShownCall {
  reference: string;
  start: string;
}

function CallDetails({ call }: { call: ShownCall }) {
  return (
    <dl className="grid gap-3 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-slate-600">{messages.formWords.referenceLabel}</dt>
        <dd className="font-bold text-slate-900">{call.reference}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{messages.bookingPages.callLabel}</dt>
        <dd className="font-bold text-slate-900">
          {formatParisDateTime(Date.parse(call.start))} {messages.bookingPages.parisTimeLabel}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The cancel link of a booking mail: shows the call and cancels it only on the button (a GET never
 * cancels: mail scanners open links). The server renders it with the booking for a link's first visit.
 */
export default function BookingCancelPage() {
  const trpc = useTRPC();
  const server = useServerForm(FORM);
  const tokenInAddress = useSearchParam("token");
  const token = server?.values.token ?? tokenInAddress ?? "";
  // Only when the server did not already look the link up (reached by a client-side navigation).
  const lookup = useQuery(
    trpc.booking.cancellation.queryOptions({ token }, { enabled: !server && token !== "", retry: false }),
  );
  const cancel = useMutation(trpc.booking.cancel.mutationOptions());
  const [cancelled, setCancelled] = useState<ShownCall | null>(
    server?.result?.cancelled && server.result.reference && server.result.start
      ? { reference: server.result.reference, start: server.result.start }
      : null,
  );
  const [error, setError] = useState<string | null>(server?.alert?.message ?? null);
  const lookupError = lookup.error
    ? errorCode(lookup.error) === "BAD_REQUEST"
      ? serverMessage(lookup.error, messages.booking.cancelLinkInvalid)
      : messages.bookingPages.callLoadFailed
    : null;
  const call: ShownCall | null =
    server?.result?.reference && server.result.start && !server.result.cancelled
      ? { reference: server.result.reference, start: server.result.start }
      : (lookup.data ?? null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    cancel.mutate(
      { token },
      {
        onSuccess: (done) => setCancelled(done),
        onError: (failure) => setError(serverMessage(failure, messages.bookingPages.cancelFailed)),
      },
    );
  };

  let body: ReactNode;
  if (cancelled) {
    body = (
      <>
        <FormAlert tone="success">{messages.bookingPages.cancelled}</FormAlert>
        <CallDetails call={cancelled} />
        <Link href={bookingPath} className={buttonStyles.link}>
          {messages.bookingPages.anotherSlotLink}
        </Link>
      </>
    );
  } else if (call) {
    body = (
      <PostForm name={FORM} action={bookingCancelPath} onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <p className="text-slate-700">{messages.bookingPages.cancelQuestion}</p>
        <CallDetails call={call} />
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="sm:max-w-xs">
          <SubmitButton
            label={messages.bookingPages.cancelCallButton}
            pendingLabel={messages.formWords.cancelling}
            pending={cancel.isPending}
          />
        </div>
      </PostForm>
    );
  } else if (error ?? lookupError ?? (token === "" && !lookup.isFetching)) {
    body = (
      <>
        <FormAlert tone="error">{error ?? lookupError ?? messages.booking.cancelLinkInvalid}</FormAlert>
        <Link href={bookingPath} className={buttonStyles.link}>
          {messages.bookingPages.bookCallLink}
        </Link>
      </>
    );
  } else {
    body = <p className="text-slate-600">{messages.bookingPages.loadingCall}</p>;
  }

  return (
    <>
      <PageMeta title={messages.bookingPages.cancelTitle} description={messages.bookingPages.cancelDescription} />
      <Container className="space-y-6 py-12 *:max-w-2xl sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{messages.bookingPages.cancelTitle}</h1>
        {body}
      </Container>
    </>
  );
}
