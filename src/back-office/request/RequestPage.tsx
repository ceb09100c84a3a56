import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { requestStatusLabels, requestTypeLabels } from "../../requests/shared/request-types.js";
import { messages } from "../../shared/messages/catalogue.js";
import { formatParisDateTime } from "../../shared/paris-time.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { formatDateTime } from "../../ui/format-date.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { serverMessage } from "../../ui/forms/server-error.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { AdminMeta } from "../AdminMeta.js";
import type { RequestDetail } from "../admin-types.js";
import { adminPaths } from "../shared/admin-paths.js";
import { PriorityFlag } from "../shared/PriorityFlag.js";
import { CvLink, CvPreview, previewable } from "./CvPreview.js";
import { RequestControls } from "./RequestControls.js";
import { RequestHistory } from "./RequestHistory.js";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="whitespace-pre-line break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A call's time in Paris, and whether it was cancelled. */
function callTime(booking: NonNullable<RequestDetail["booking"]>): string {
  const time = formatParisDateTime(Date.parse(booking.start));
  return booking.cancelled ? messages.backOfficeRequest.cancelledCallCaption(time) : time;
}

/** Everything the visitor sent, with the page it came from and the consent given. */
function SentFacts({ request }: { request: RequestDetail }) {
  return (
    <dl className="divide-y divide-slate-100">
      <Fact label={messages.backOfficeRequest.nameLabel}>
        {request.firstName} {request.lastName}
      </Fact>
      <Fact label={messages.backOfficeRequest.emailLabel}>
        <a className={buttonStyles.link} href={`mailto:${request.email}`}>
          {request.email}
        </a>
      </Fact>
      <Fact label={messages.backOfficeRequest.phoneLabel}>{request.phone}</Fact>
      <Fact label={messages.backOfficeRequest.companyLabel}>{request.company}</Fact>
      <Fact label={messages.backOfficeRequest.subjectLabel}>{request.subject}</Fact>
      <Fact label={messages.backOfficeRequest.messageLabel}>{request.message}</Fact>
      <Fact label={messages.backOfficeRequest.categoryLabel}>{request.titles.category}</Fact>
      <Fact label={messages.backOfficeRequest.offerLabel}>{request.titles.offer}</Fact>
      <Fact label={messages.backOfficeRequest.expertiseLabel}>{request.titles.expertise}</Fact>
      <Fact label={messages.backOfficeRequest.jobLabel}>{request.titles.job}</Fact>
      <Fact label={messages.backOfficeRequest.callLabel}>{request.booking ? callTime(request.booking) : null}</Fact>
      <Fact label={messages.backOfficeRequest.cvLabel}>
        {request.cv ? <CvLink reference={request.reference} cv={request.cv} /> : null}
      </Fact>
      <Fact label={messages.backOfficeRequest.sourcePageLabel}>{request.sourcePage}</Fact>
      <Fact label={messages.backOfficeRequest.accountLabel}>
        {request.userId ? messages.backOfficeRequest.hasAccountCaption : messages.backOfficeRequest.visitorOnlyCaption}
      </Fact>
      <Fact label={messages.backOfficeRequest.consentLabel}>
        {messages.backOfficeRequest.consentCaption(formatDateTime(request.consentAt), request.consentVersion)}
      </Fact>
    </dl>
  );
}

/** One request: what was sent, what the team did, and the controls to do more. */
export function RequestPage({ reference }: { reference: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.request.queryOptions({ reference }));
  const request = query.data;
  return (
    <div>
      <AdminMeta title={reference} />
      <Link href={adminPaths.inbox} className={buttonStyles.link}>
        ← {messages.backOfficeInbox.allRequestsLink}
      </Link>
      {query.isPending ? <PendingNote>{messages.backOfficeRequest.loading}</PendingNote> : null}
      {query.error ? (
        <p role="alert" className="mt-4 text-red-800">
          {serverMessage(query.error, messages.backOfficeRequest.loadFailed)}
        </p>
      ) : null}
      {request ? (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900">
              <span className="font-mono">{request.reference}</span> · {requestTypeLabels[request.type]}
            </h1>
            <PriorityFlag type={request.type} />
          </div>
          <p className="text-slate-600">
            {messages.backOfficeRequest.receivedCaption(formatDateTime(request.createdAt))} ·{" "}
            {requestStatusLabels[request.status]} ·{" "}
            {request.owner
              ? messages.backOfficeRequest.followedByCaption(request.owner.name)
              : messages.backOfficeRequest.unassignedCaption}
          </p>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <AccountCard title={messages.backOfficeRequest.sentTitle}>
              <SentFacts request={request} />
            </AccountCard>
            <div className="space-y-6">
              <AccountCard title={messages.backOfficeRequest.followUpTitle}>
                <RequestControls request={request} />
              </AccountCard>
              <AccountCard title={messages.backOfficeRequest.historyTitle}>
                <RequestHistory events={request.events} />
              </AccountCard>
            </div>
          </div>
          {request.cv && previewable(request.cv) ? (
            <div className="mt-6">
              <AccountCard title={messages.backOfficeRequest.cvPreviewTitle}>
                <CvPreview reference={request.reference} candidate={`${request.firstName} ${request.lastName}`} />
              </AccountCard>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
