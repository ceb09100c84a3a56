import { formatIncludingTax } from "../../shared/money.js";
import { formatParisDate } from "../../shared/paris-time.js";
import { quoteStateLabels } from "../../shared/quote-schemas.js";
import { trpc } from "../../trpc/client.js";
import { PendingNote } from "../ui/pending-note.js";
import { AccountCard } from "./account-card.js";

/** "Mes devis": the account's instant quotes, newest first, each with its PDF (the session opens it). */
export function MyQuotesCard() {
  const mine = trpc.quotes.mine.useQuery();
  return (
    <div id="mes-devis">
      <AccountCard title="Mes devis" description="Vos devis Start & Scale, à télécharger en PDF.">
        {mine.isPending ? <PendingNote>Chargement de vos devis…</PendingNote> : null}
        {mine.data && mine.data.length === 0 ? (
          <p className="text-sm text-slate-600">Vous n'avez encore demandé aucun devis.</p>
        ) : null}
        <ul className="divide-y divide-slate-100" data-testid="my-quotes">
          {(mine.data ?? []).map((quote) => (
            <li key={quote.reference} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  <span className="font-mono">{quote.reference}</span> · {formatIncludingTax(quote.totalIncludingTax)}
                </p>
                <p className="text-sm text-slate-600">
                  émis le {formatParisDate(Date.parse(quote.issuedAt))} ·{" "}
                  <a href={quote.pdfPath} className="font-medium text-brand-700 underline">
                    Télécharger le PDF<span className="sr-only"> du devis {quote.reference}</span>
                  </a>
                </p>
              </div>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {quoteStateLabels[quote.state]}
              </span>
            </li>
          ))}
        </ul>
      </AccountCard>
    </div>
  );
}
