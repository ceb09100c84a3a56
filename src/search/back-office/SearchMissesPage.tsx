import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import { AdminMeta } from "../../back-office/index.js";
import { formatDateTime } from "../../ui/format-date.js";
import { PendingNote } from "../../ui/PendingNote.js";

/**
 * What visitors searched for and the site did not answer (docs/0020), most frequent first: the
 * words as normalised, a count and two dates; nothing about who searched. For whoever writes the content.
 */
export function SearchMissesPage() {
  const trpc = useTRPC();
  const misses = useQuery(trpc.admin.searchMisses.queryOptions());
  return (
    <section aria-labelledby="misses-title">
      <AdminMeta title="Recherches sans résultat" />
      <h1 id="misses-title" className="text-2xl font-bold text-slate-900">
        Recherches sans résultat
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">
        Les recherches du site qui n'ont rien trouvé, les plus fréquentes d'abord : des pages ou des mots à ajouter au
        contenu.
      </p>
      {misses.isPending ? <PendingNote>Chargement des recherches…</PendingNote> : null}
      {misses.data?.length === 0 ? (
        <p className="mt-4 text-slate-700">Aucune recherche sans résultat pour l'instant.</p>
      ) : null}
      {misses.data && misses.data.length > 0 ? (
        <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Recherche
                </th>
                <th scope="col" className="p-3 text-right font-semibold">
                  Fois
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Première fois
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Dernière fois
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {misses.data.map((miss) => (
                <tr key={miss.query}>
                  <td className="break-all p-3 text-slate-900">{miss.query}</td>
                  <td className="p-3 text-right tabular-nums text-slate-900">{miss.misses}</td>
                  <td className="p-3 text-slate-600">{formatDateTime(miss.firstSeenAt)}</td>
                  <td className="p-3 text-slate-600">{formatDateTime(miss.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
