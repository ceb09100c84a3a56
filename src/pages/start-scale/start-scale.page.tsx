import { PageMeta } from "../../app/page-meta.js";
import { offers } from "../../content/offer-catalogue.js";

export default function StartScalePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <PageMeta
        title="Start & Scale : nos offres à prix fixe"
        description="Sites web, WordPress et Shopify à prix fixe, livrés en quelques semaines."
      />
      <h1 className="text-4xl font-bold">Start &amp; Scale</h1>
      <p className="mt-4 text-lg text-slate-600">
        Des offres à prix fixe pour lancer et faire grandir votre présence en ligne.
      </p>
      <p className="mt-8 font-medium" aria-live="polite">
        {offers.length} offre(s) trouvée(s)
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.id} data-testid="offer-card" className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h2 className="text-xl font-semibold">{offer.name}</h2>
            <p className="mt-1 text-2xl font-bold text-brand-700">{offer.price}</p>
            <p className="mt-3 text-slate-600">{offer.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
