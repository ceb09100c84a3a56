import { useLocation } from "wouter";
import { hasInSiteHistory } from "../../app/in-site-history.js";
import { PageMeta } from "../../app/page-meta.js";

/** Shown for any path outside the route table; the server sends it with status 404. */
export default function NotFoundPage() {
  const [, navigate] = useLocation();
  function goBack() {
    if (hasInSiteHistory()) window.history.back();
    else navigate("/");
  }
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center">
      <PageMeta title="Page introuvable" />
      <h1 className="text-3xl font-bold">Cette page n'est pas disponible</h1>
      <button
        type="button"
        onClick={goBack}
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Retour à la page d'accueil
      </button>
    </section>
  );
}
