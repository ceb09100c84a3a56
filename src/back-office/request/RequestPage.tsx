import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { requestStatusLabels, requestTypeLabels } from "../../requests/shared/request-types.js";
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

/** Everything the visitor sent, with the page it came from and the consent given. */
function SentFacts({ request }: { request: RequestDetail }) {
  return (
    <dl className="divide-y divide-slate-100">
      <Fact label="Nom">
        {request.firstName} {request.lastName}
      </Fact>
      <Fact label="E-mail">
        <a className={buttonStyles.link} href={`mailto:${request.email}`}>
          {request.email}
        </a>
      </Fact>
      <Fact label="Téléphone">{request.phone}</Fact>
      <Fact label="Société">{request.company}</Fact>
      <Fact label="Objet">{request.subject}</Fact>
      <Fact label="Message">{request.message}</Fact>
      <Fact label="Catégorie">{request.titles.category}</Fact>
      <Fact label="Offre">{request.titles.offer}</Fact>
      <Fact label="Expertise">{request.titles.expertise}</Fact>
      <Fact label="Poste">{request.titles.job}</Fact>
      <Fact label="Rendez-vous">
        {request.booking
          ? `${formatParisDateTime(Date.parse(request.booking.start))}${request.booking.cancelled ? " (annulé)" : ""}`
          : null}
      </Fact>
      <Fact label="CV">{request.cv ? <CvLink reference={request.reference} cv={request.cv} /> : null}</Fact>
      <Fact label="Page d'origine">{request.sourcePage}</Fact>
      <Fact label="Compte client">{request.userId ? "oui" : "aucun (visiteur)"}</Fact>
      <Fact label="Consentement">
        {formatDateTime(request.consentAt)} (politique du {request.consentVersion})
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
        ← Toutes les demandes
      </Link>
      {query.isPending ? <PendingNote>Chargement de la demande…</PendingNote> : null}
      {query.error ? (
        <p role="alert" className="mt-4 text-red-800">
          {serverMessage(query.error, "La demande n'a pas pu être chargée. Réessayez.")}
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
            Reçue le {formatDateTime(request.createdAt)} · {requestStatusLabels[request.status]} ·{" "}
            {request.owner ? `suivie par ${request.owner.name}` : "non attribuée"}
          </p>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <AccountCard title="Ce que le visiteur a envoyé">
              <SentFacts request={request} />
            </AccountCard>
            <div className="space-y-6">
              <AccountCard title="Suivi">
                <RequestControls request={request} />
              </AccountCard>
              <AccountCard title="Historique">
                <RequestHistory events={request.events} />
              </AccountCard>
            </div>
          </div>
          {request.cv && previewable(request.cv) ? (
            <div className="mt-6">
              <AccountCard title="Aperçu du CV">
                <CvPreview reference={request.reference} candidate={`${request.firstName} ${request.lastName}`} />
              </AccountCard>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
