import { PageMeta } from "../../app/page-meta.js";

/** The frame of a route whose screen is not built yet: the route exists, prerenders and answers 200. */
export function PendingPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">Cette page sera bientôt disponible.</p>
    </section>
  );
}
